import styled, { css } from 'styled-components';
import { fieldLook } from './field-look';

/** Labels left of their fields (a TextField is the pair), every control in the theme's colours. */
export const labelledFields = css`
  display: grid;
  grid-template-columns: minmax(9em, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  align-items: start;
  label {
    padding-top: ${({ theme }) => theme.space.xs}px;
  }
  input:not([type='checkbox']):not([type='file']),
  select,
  textarea {
    ${fieldLook}
    width: 100%;
    box-sizing: border-box;
  }
`;

/** A form's card on the page's surface. */
export const panel = css`
  background: ${({ theme }) => theme.color.background};
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  max-width: 880px;
`;

/** A form of labelled fields on its card; `.wide` children (notes, the submit row) span both columns. */
export const FieldsForm = styled.form`
  ${labelledFields}
  ${panel}
  > .wide {
    grid-column: 1 / -1;
  }
`;

/** A row of buttons that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

/** A list screen's table, ruled between rows; a control in a row in the theme's colours. */
export const DataTable = styled.table`
  width: 100%;
  max-width: 1100px;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.background};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  select {
    ${fieldLook}
  }
`;
