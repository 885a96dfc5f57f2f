import { offeredSchemes } from './color-scheme.js';
import type { ColorScheme, TenantTokens } from './tenant-tokens.js';

/** What the user picked under Account → Appearance: follow the system, or one scheme. */
export type SchemeChoice = 'system' | ColorScheme;

export const SCHEME_CHOICES: readonly SchemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key the choice is kept under (read before paint by `SCHEME_SCRIPT`). */
export const SCHEME_STORAGE_KEY = 'colorScheme';

/** A stored value as a choice; anything unknown (nothing stored, an old value) is `system`. */
export function parseSchemeChoice(stored: string | null | undefined): SchemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The scheme to paint: a pinned tenant always paints its own, else the choice, else the system. */
export function paintedScheme(
  tokens: TenantTokens,
  choice: SchemeChoice,
  systemPrefersDark: boolean,
): ColorScheme {
  const offered = offeredSchemes(tokens);
  if (offered.length === 1) return tokens.scheme;
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}
