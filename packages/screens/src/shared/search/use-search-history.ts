import { useCallback, useState } from 'react';
import { addKeyword, clearHistory, readHistory, writeHistory } from './search-history';

export interface SearchHistory {
  history: readonly string[];
  add: (keyword: string) => void;
  clear: () => void;
}

/** The search history of this device, shared by both search screens through localStorage. */
export function useSearchHistory(): SearchHistory {
  const [history, setHistory] = useState<readonly string[]>(() => readHistory(localStorage));
  const add = useCallback((keyword: string) => {
    setHistory((current) => {
      const next = addKeyword(current, keyword);
      if (next !== current) writeHistory(localStorage, next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    clearHistory(localStorage);
    setHistory([]);
  }, []);
  return { history, add, clear };
}
