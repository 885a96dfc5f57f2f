import { TenantTokens } from '@trading/contract/tenant';
import { describe, expect, it } from 'vitest';
import { ngn } from '../../test/render';
import { schemeVariables, variableTheme } from './scheme-css';

const { counterpart: _counterpart, ...pinnedData } = ngn;
const pinned = TenantTokens.parse(pinnedData);

/** The declarations of the one rule whose selector (or media query) starts with `head`. */
function rule(css: string, head: string): string | undefined {
  return css.split('\n').find((line) => line.startsWith(head));
}

describe('schemeVariables', () => {
  const css = schemeVariables(ngn);

  it("paints the tenant's own palette by default and when chosen", () => {
    expect(rule(css, ':root {')).toContain(`--color-background: ${ngn.color.background};`);
    expect(rule(css, ":root[data-scheme='light']")).toContain(`--color-text: ${ngn.color.text};`);
  });

  it('paints the counterpart for the system setting unless a choice is made, and when chosen', () => {
    const system = rule(css, '@media (prefers-color-scheme: dark)');
    expect(system).toContain(':root:not([data-scheme])');
    expect(system).toContain(`--color-background: ${ngn.counterpart!.background};`);
    expect(system).toContain('color-scheme: dark;');
    expect(rule(css, ":root[data-scheme='dark']")).toContain(
      `--color-text: ${ngn.counterpart!.text};`,
    );
  });

  it('gives a pinned tenant one palette that neither the system nor a choice can move', () => {
    expect(schemeVariables(pinned)).toBe(
      `:root { ${Object.entries(ngn.color)
        .map(([name, value]) => `--color-${name}: ${value};`)
        .join(' ')} color-scheme: light; }`,
    );
  });
});

describe('variableTheme', () => {
  it('hands styled-components a variable for every colour and leaves the other tokens', () => {
    const theme = variableTheme(ngn);
    expect(theme.color.primary).toBe('var(--color-primary)');
    expect(Object.keys(theme.color)).toEqual(Object.keys(ngn.color));
    expect(theme.space).toBe(ngn.space);
  });
});
