import type { ColorScheme, ColorTokens, TenantTokens } from '@trading/contract/tenant';

type ColorName = keyof ColorTokens;

/** The CSS custom property a colour token is painted through. */
const variableOf = (name: string) => `--color-${name}`;

/**
 * The tokens with every colour replaced by its custom property: styled-components write
 * `var(--color-x)` and the stylesheet decides the palette, so switching schemes re-renders
 * nothing and a server-rendered page is right before any script runs.
 */
export function variableTheme(tokens: TenantTokens): TenantTokens {
  const color = Object.fromEntries(
    Object.keys(tokens.color).map((name) => [name, `var(${variableOf(name)})`]),
  ) as Record<ColorName, string>;
  return { ...tokens, color };
}

const declarations = (palette: ColorTokens, scheme: ColorScheme) =>
  [
    ...Object.entries(palette).map(([name, value]) => `${variableOf(name)}: ${value};`),
    `color-scheme: ${scheme};`,
  ].join(' ');

/**
 * Both palettes as custom properties on <html>: the tenant's own by default, the other under
 * the system's `prefers-color-scheme` unless the user chose one (`data-scheme`, set before
 * paint by SCHEME_SCRIPT), the chosen one under `data-scheme`. A pinned tenant writes only
 * its own, so neither the system nor `data-scheme` can change it.
 */
export function schemeVariables(tokens: TenantTokens): string {
  const own = `:root { ${declarations(tokens.color, tokens.scheme)} }`;
  if (!tokens.counterpart) return own;
  const other: ColorScheme = tokens.scheme === 'light' ? 'dark' : 'light';
  const otherDeclarations = declarations(tokens.counterpart, other);
  return [
    own,
    `@media (prefers-color-scheme: ${other}) { :root:not([data-scheme]) { ${otherDeclarations} } }`,
    `:root[data-scheme='${tokens.scheme}'] { ${declarations(tokens.color, tokens.scheme)} }`,
    `:root[data-scheme='${other}'] { ${otherDeclarations} }`,
  ].join('\n');
}
