import type { TenantTokens } from '@trading/contract/tenant';
import { createGlobalStyle } from 'styled-components';
import { schemeVariables } from './scheme-css';

/**
 * `$schemes`: the tokens whose palettes the page switches between (see scheme-css). Without
 * them the page is painted in the tenant's own scheme, and the browser's own parts (date
 * pickers, scrollbars, checkboxes) are told which one, or a dark tenant gets light controls.
 */
export const GlobalStyle = createGlobalStyle<{ $schemes?: TenantTokens | null }>`
  ${({ $schemes, theme }) =>
    $schemes ? schemeVariables($schemes) : `:root { color-scheme: ${theme.scheme}; }`}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.sizeMd}px;
    font-weight: ${({ theme }) => theme.font.weightRegular};
    line-height: ${({ theme }) => theme.font.lineHeight};
    -webkit-tap-highlight-color: transparent;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }

  a {
    color: ${({ theme }) => theme.color.link};
  }

  /* One switch for every CSS transition and keyframe in the kit; framer-motion follows MotionConfig. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
