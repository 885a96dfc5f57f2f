import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { TimestampMs } from '../money.js';
import { intLike } from '../paging.js';

/** A time bound in epoch milliseconds, from a query string ("1764400000000") or a body. */
const TimeBound = intLike().pipe(TimestampMs);

const filterFields = z.object({
  actor: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  subjectType: z.string().trim().min(1).max(64).optional(),
  subjectId: z.string().trim().min(1).max(64).optional(),
  from: TimeBound.optional(),
  to: TimeBound.optional(),
});

const inOrder = (f: { from?: number; to?: number }) =>
  f.from === undefined || f.to === undefined || f.from < f.to;
const orderError = { error: 'must be after from', path: ['to'] };

/**
 * Which audit rows a reader wants: each filter given narrows the rows, none given is the whole
 * trail. `actor` is a staff username (any case), `subjectType`/`subjectId` the changed record
 * (`user` 42, `deposit` 7…), `from` inclusive and `to` exclusive.
 */
export const AuditFilter = filterFields.refine(inOrder, orderError);
export type AuditFilter = z.infer<typeof AuditFilter>;

/**
 * GET /admin/audit — one page of the filtered trail, newest first. The cursor is the id of the
 * last row of the page before (`nextCursor` of that answer): pages follow ids, not offsets, so
 * rows written while a reader pages never shift a row onto two pages or off all of them.
 */
export const AuditRequest = filterFields
  .extend({
    limit: intLike().pipe(z.int().min(1).max(200)).default(50),
    cursor: IdParam.optional(),
  })
  .refine(inOrder, orderError);

/**
 * One recorded action: who (staff id and name), through which door (`api` or `cli`) and from
 * which address, what, on which subject, and the record before and after. Refused attempts
 * are `REFUSED` rows whose `after` holds the error; views and sign-ins have no `before`.
 */
export const AuditEntry = z.object({
  id: Id,
  operatorId: Id,
  operatorName: z.string(),
  channel: z.string(),
  address: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: TimestampMs,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  /** Pass as `cursor` for the next page; null when this page is the last. */
  nextCursor: Id.nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** The most rows one CSV export holds; more matching rows are refused (narrow the filters). */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;

/**
 * GET /admin/audit/export — every row the filter matches as one CSV file (RFC 4180, a header
 * row, cells that a spreadsheet would run as a formula prefixed with `'`).
 */
export const AuditExport = z.object({
  fileName: z.string(),
  rows: z.int().nonnegative(),
  csv: z.string(),
});
export type AuditExport = z.infer<typeof AuditExport>;
