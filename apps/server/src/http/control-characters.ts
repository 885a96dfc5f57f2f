import { message } from '../messages/catalogue';
import type { Lang } from '../messages/lang';

// C0 controls and DEL, except tab, line feed and carriage return that a pasted note may carry.
// PostgreSQL cannot store NUL in text at all, and the others only ever hide or forge content.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Deeper than any request the contract describes; its schema refuses such a body anyway.
const MAX_DEPTH = 32;

/** The path of the first string (value or key) in a request holding a control character. */
export function findControlCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string')
    return CONTROL.test(value) ? path.join('.') || 'request' : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key].join('.');
    const found = findControlCharacter(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function controlCharacterMessage(field: string, lang: Lang): string {
  return message('request.controlCharacter', lang, { field });
}
