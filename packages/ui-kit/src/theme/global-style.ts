import { createGlobalStyle } from 'styled-components';

/** Writes {@link globalCss}'s rules into the page, for an app whose HTML does not carry them. */
export const GlobalStyle = createGlobalStyle<{ $css: string }>`
  ${({ $css }) => $css}
`;
