import styled from 'styled-components';

/** The stock detail's bottom sheets (trade, indicator settings): a padded column of rows. */
export const SheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

/** A label and its value or control, at either end of the sheet. */
export const SheetRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;
