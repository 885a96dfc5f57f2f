import { z } from 'zod';
import { intLike } from './paging.js';

/** Ids are positive integers on the wire (JSON numbers in bodies and responses). */
export const Id = z.int().positive();
export type Id = z.infer<typeof Id>;

/** An id that may come from a path or query string ("42") or a body (42). */
export const IdParam = intLike().pipe(z.int().positive({ error: 'must be a positive id' }));

/** A short required text field: trimmed, non-empty. */
export function text(max = 100) {
  return z.string().trim().min(1, { error: 'Required' }).max(max);
}

/** An absolute http(s) URL or a site-relative path ("/uploads/…"). */
export const UrlString = z
  .string()
  .min(1)
  .refine((s) => s.startsWith('/') || /^https?:\/\//i.test(s), { error: 'must be a URL' });
