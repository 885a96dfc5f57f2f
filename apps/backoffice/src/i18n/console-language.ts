import type { Language } from '@trading/contract';
import en from './messages/en.json';
import pt from './messages/pt.json';
import zh from './messages/zh.json';

export type MessageKey = keyof typeof en;

/** The console's catalogues are small: all three ship in the one build. */
export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, pt, zh };

/** The browser's language when the tenant offers it, else the tenant's default. */
export function consoleLanguage(
  offered: readonly Language[],
  fallback: Language,
  preferred: readonly string[],
): Language {
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase() as Language;
    if (offered.includes(base)) return base;
  }
  return fallback;
}
