import type { TenantTokens } from '@trading/contract/tenant';
import { schemeVariables, variableTheme } from './scheme-css';

/**
 * The page-wide rules (resets, the body's type and colours, focus rings, reduced motion) for a
 * tenant's tokens, as plain CSS. With `followScheme` the colours are the palettes' custom
 * properties (see scheme-css); without, the tenant's own scheme in literal colours, and the
 * browser's own parts (date pickers, scrollbars, checkboxes) are told which one, or a dark tenant
 * gets light controls.
 *
 * Plain data, so a build can write it into the page's HTML: the rules are then there before any
 * script, and the app does not compile them again while it hydrates (styled-components'
 * createGlobalStyle compiled them in the hydration's commit, a 150–260 ms task on a slow phone).
 */
export function globalCss(
  tokens: TenantTokens,
  { followScheme }: { followScheme: boolean },
): string {
  const { color, font } = followScheme ? variableTheme(tokens) : tokens;
  return `
${followScheme ? schemeVariables(tokens) : `:root { color-scheme: ${tokens.scheme}; }`}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: ${color.background};
  color: ${color.text};
  font-family: ${font.family};
  font-size: ${font.sizeMd}px;
  font-weight: ${font.weightRegular};
  line-height: ${font.lineHeight};
  -webkit-tap-highlight-color: transparent;
}
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid ${color.primary}; outline-offset: 2px; }
a { color: ${color.link}; }
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
}
