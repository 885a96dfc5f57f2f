import { STORAGE_KEYS } from '@trading/api';

/** The part of Storage the history needs; localStorage in the browser. */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The keyword is trimmed before it is sent or saved. */
export function normalizeKeyword(raw: string): string {
  return raw.trim();
}

/**
 * A non-empty keyword is appended (the stored list stays oldest first, as other clients of the
 * key expect). A repeat in any letter case moves to the end with its newest spelling, so "zen"
 * then "ZEN" is one entry; searching the newest again changes nothing.
 */
export function addKeyword(history: readonly string[], raw: string): readonly string[] {
  const keyword = normalizeKeyword(raw);
  if (keyword === '' || history[history.length - 1] === keyword) return history;
  const folded = keyword.toLocaleLowerCase();
  return [...history.filter((k) => k.toLocaleLowerCase() !== folded), keyword];
}

/** What the screen lists: newest first. */
export function newestFirst(history: readonly string[]): string[] {
  return [...history].reverse();
}

/** Reads the stored list, dropping whatever is not a non-empty string and folding repeats. */
export function parseHistory(stored: string | null): string[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .reduce<readonly string[]>(addKeyword, [])
    .slice();
}

export function readHistory(storage: HistoryStorage): string[] {
  return parseHistory(storage.getItem(STORAGE_KEYS.searchHistory));
}

export function writeHistory(storage: HistoryStorage, history: readonly string[]): void {
  storage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(history));
}

/** Clearing empties the history and removes the stored key. */
export function clearHistory(storage: HistoryStorage): void {
  storage.removeItem(STORAGE_KEYS.searchHistory);
}
