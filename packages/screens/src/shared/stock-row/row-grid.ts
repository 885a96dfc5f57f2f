import styled from 'styled-components';

/** Name, price and percent columns, shared by list headers and rows so they line up. */
export const RowGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 30% 26%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
`;

export const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  min-width: 0;
`;
