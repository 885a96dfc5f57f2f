import { z } from 'zod';
import { PAGE_SIZE, PAGE_SIZE_MAX } from './page-rules.js';

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
