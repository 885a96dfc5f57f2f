import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@trading/api';
import { addKeyword, clearHistory, parseHistory, writeHistory } from './search-history';

export interface SearchHistory {
  history: readonly string[];
  add: (keyword: string) => void;
  clear: () => void;
}

const NO_HISTORY: readonly string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; history: readonly string[] } | undefined;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The stored history, the same array until the stored text changes. */
function snapshot(): readonly string[] {
  const raw = localStorage.getItem(STORAGE_KEYS.searchHistory);
  if (cached?.raw !== raw) cached = { raw, history: parseHistory(raw) };
  return cached.history;
}

function changed(): void {
  for (const onChange of listeners) onChange();
}

/**
 * The search history of this device, shared by both search screens through localStorage.
 * A server-rendered page has none (the server cannot read the device); the browser shows the
 * stored one right after it takes the page over.
 */
export function useSearchHistory(): SearchHistory {
  const history = useSyncExternalStore(subscribe, snapshot, () => NO_HISTORY);
  const add = useCallback((keyword: string) => {
    const current = snapshot();
    const next = addKeyword(current, keyword);
    if (next === current) return;
    writeHistory(localStorage, next);
    changed();
  }, []);
  const clear = useCallback(() => {
    clearHistory(localStorage);
    changed();
  }, []);
  return { history, add, clear };
}
