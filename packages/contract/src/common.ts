import { z } from 'zod';
import { intLike } from './paging.js';

/** Ids are positive integers on the wire (JSON numbers in bodies and responses). */
export const Id = z.int().positive();
export type Id = z.infer<typeof Id>;

/** Largest key of the 32-bit identity columns: an id above it can name no row. */
export const MAX_REF_ID = 2_147_483_647;

/**
 * An id a client sends to name a row: a positive integer within the key range, so an
 * out-of-range id is a validation error instead of a database overflow.
 */
export const RefId = z
  .int()
  .positive({ error: 'must be a positive id' })
  .max(MAX_REF_ID, { error: 'must be a positive id' });

/** An id that may come from a path or query string ("42") or a body (42). */
export const IdParam = intLike().pipe(RefId);

/** A short required text field: trimmed, non-empty. */
export function text(max = 100) {
  return z.string().trim().min(1, { error: 'Required' }).max(max);
}

/** An absolute http(s) URL or a site-relative path ("/uploads/…"). */
export const UrlString = z
  .string()
  .min(1)
  .refine((s) => s.startsWith('/') || /^https?:\/\//i.test(s), { error: 'must be a URL' });

/**
 * An image the apps show: one of this server's own (an upload, /api/files/…, or a seeded
 * /static/… file). The apps' content security policy loads images from their own origin only
 * (img-src 'self'), so another site's picture would be saved and never shown: refused at save.
 */
export const OwnImageUrl = z
  .string()
  .min(1, { error: 'Required' })
  .refine((s) => s.startsWith('/') && !s.startsWith('//'), {
    error:
      'must be an image uploaded here (a path starting with /): the apps show no images from other sites',
  });
