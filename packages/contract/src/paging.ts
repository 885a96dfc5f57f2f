import { z } from 'zod';

export const PAGE_SIZE = 10;
export const RANK_PAGE_SIZE = 20;
export const HOME_RANK_PAGE_SIZE = 5;
export const KLINE_LIMIT = 100;
export const KLINE_LIMIT_MAX = 500;
export const PAGE_SIZE_MAX = 100;

/**
 * An integer that may also arrive as a decimal-digit string (query strings and path
 * params are strings). Bodies send numbers; the server parses both with the same schema.
 */
export function intLike() {
  return z.union([
    z.int(),
    z
      .string()
      .regex(/^-?\d{1,15}$/, { error: 'must be an integer' })
      .transform(Number),
  ]);
}

/** A boolean that may also arrive as "true"/"false" (query strings). */
export function boolLike() {
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
}

export const pageNum = () =>
  intLike().pipe(z.int().min(1, { error: 'pageNum must be at least 1' }));
export const pageSize = () =>
  intLike().pipe(
    z
      .int()
      .min(1, { error: 'pageSize must be at least 1' })
      .max(PAGE_SIZE_MAX, { error: `pageSize must be at most ${PAGE_SIZE_MAX}` }),
  );

/** Paging request fields: pageNum >= 1 (default 1), pageSize 1..100 (default 10). */
export const pagingShape = {
  pageNum: pageNum().default(1),
  pageSize: pageSize().default(PAGE_SIZE),
};
export const PageRequest = z.object(pagingShape);
export type PageRequest = z.output<typeof PageRequest>;
export type PageRequestInput = z.input<typeof PageRequest>;

/** A paged response: `{ records, pageNum, pageSize, total }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    pageNum: z.int().min(1),
    pageSize: z.int().min(1),
    total: z.int().nonnegative(),
  });
}

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
