import styled from 'styled-components';
import { FieldsForm, labelledFields, panel } from '../shell/form-look';

/** The news editor: its translations are fieldsets laid out like the form. */
export const ContentForm = styled(FieldsForm)`
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
