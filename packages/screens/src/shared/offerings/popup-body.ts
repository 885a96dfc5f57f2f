import styled from 'styled-components';

/** The inside of an offering's bottom sheet (subscribe, buy, fund): a padded column. */
export const PopupBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;
