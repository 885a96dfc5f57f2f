import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { keywordOf, withKeyword } from './search-keyword';

/**
 * The searched keyword, kept in the URL: Back from a result lands on the same URL, so the
 * screen comes back with its keyword and results. Searching replaces the entry rather than
 * pushing one, so Back leaves the search instead of stepping through every keyword tried.
 */
export function useSearchKeyword(): [string, (keyword: string) => void] {
  const [params, setParams] = useSearchParams();
  const setKeyword = useCallback(
    (keyword: string) => setParams((current) => withKeyword(current, keyword), { replace: true }),
    [setParams],
  );
  return [keywordOf(params), setKeyword];
}
