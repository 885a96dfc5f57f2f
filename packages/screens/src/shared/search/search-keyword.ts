import { normalizeKeyword } from './search-history';

/** The query parameter that holds the searched keyword, e.g. `/searchStock?q=zen`. */
export const KEYWORD_PARAM = 'q';

/** The keyword the URL asks for, trimmed; '' when there is none. */
export function keywordOf(params: URLSearchParams): string {
  return normalizeKeyword(params.get(KEYWORD_PARAM) ?? '');
}

/** The same parameters with the keyword set, or dropped for '' so "list everything" has one URL. */
export function withKeyword(params: URLSearchParams, raw: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const keyword = normalizeKeyword(raw);
  if (keyword === '') next.delete(KEYWORD_PARAM);
  else next.set(KEYWORD_PARAM, keyword);
  return next;
}
