import styled, { css } from 'styled-components';
import { fieldLook } from '../shell/field-look';

/** Labels left of their fields (a TextField is the pair), every control in the theme's colours. */
const labelledFields = css`
  display: grid;
  grid-template-columns: minmax(9em, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  align-items: start;
  label {
    padding-top: ${({ theme }) => theme.space.xs}px;
  }
  input:not([type='checkbox']):not([type='file']),
  textarea {
    ${fieldLook}
    width: 100%;
    box-sizing: border-box;
  }
`;

const panel = css`
  background: ${({ theme }) => theme.color.background};
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  max-width: 880px;
`;

export const ContentForm = styled.form`
  ${labelledFields}
  ${panel}
  /* What spans both columns: the translations, the submit row. */
  > .wide {
    grid-column: 1 / -1;
  }
  fieldset {
    ${labelledFields}
    margin: ${({ theme }) => theme.space.sm}px 0 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
`;

/** The banners' and tiles' form: a list of entries, each laid out as a small form. */
export const ListForm = styled.form`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  li {
    ${labelledFields}
  }
`;

/** A row of buttons that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

export const ContentTable = styled.table`
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
`;

/** A small picture of an image URL, framed so a transparent PNG shows on a dark tenant. */
export const Thumbnail = styled.img`
  display: block;
  max-width: 160px;
  max-height: 80px;
  object-fit: contain;
  margin-top: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;
