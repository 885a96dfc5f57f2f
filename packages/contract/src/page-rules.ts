/** Page sizes and limits, and the page shape: plain values the browser client can load without zod. */

export const PAGE_SIZE = 10;
export const RANK_PAGE_SIZE = 20;
export const HOME_RANK_PAGE_SIZE = 5;
/** News items on the home page: a glance, with MORE for the rest. */
export const HOME_NEWS_COUNT = 3;
export const KLINE_LIMIT = 100;
export const KLINE_LIMIT_MAX = 500;
export const PAGE_SIZE_MAX = 100;

export interface Page<T> {
  records: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

/** A list is finished when a page returns fewer records than the page size. */
export function isLastPage(page: Pick<Page<unknown>, 'records' | 'pageSize'>): boolean {
  return page.records.length < page.pageSize;
}

/** Builds a page from a full list (handy for servers and fakes). */
export function pageOf<T>(all: readonly T[], pageNum: number, pageSize: number): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return { records: all.slice(start, start + pageSize), pageNum, pageSize, total: all.length };
}
