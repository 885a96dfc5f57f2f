import { css } from 'styled-components';

/** A form control in the theme's colours, not the browser's white: light text on a dark tenant stays readable. */
export const fieldLook = css`
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.background};
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;
