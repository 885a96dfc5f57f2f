import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

/**
 * A review item's version: when it last changed (submitted, first approved or decided), in epoch
 * ms. Derived from the timestamps every change already writes, so no write path can forget it.
 */
function reviewVersion(...changes: Array<Date | null>): string {
  return String(Math.max(...changes.map((d) => d?.getTime() ?? 0)));
}

/** A KYC submission changes when it is (re)submitted or decided. */
export const kycVersion = (row: { submittedAt: Date; reviewedAt: Date | null }) =>
  reviewVersion(row.submittedAt, row.reviewedAt);

/** A deposit or withdrawal changes when it is made, first approved (large withdrawals) or decided. */
export const moneyRequestVersion = (row: {
  createdAt: Date;
  reviewedAt: Date | null;
  firstApprovedAt?: Date | null;
}) => reviewVersion(row.createdAt, row.reviewedAt, row.firstApprovedAt ?? null);

/**
 * Refuses a decision made on another version of the item than the one read under lock: someone
 * decided (or first-approved) it since the reviewer looked, and the reviewer is told who.
 */
export async function decidedOnSeenVersion(
  db: Db,
  current: { version: string; changedBy: number | null },
  seen: string | undefined,
): Promise<void> {
  if (seen === undefined || seen === current.version) return;
  const [by] =
    current.changedBy === null
      ? []
      : await db
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, current.changedBy));
  throw new ApiError(
    'ALREADY_DECIDED',
    by && localized('review.alreadyDecided', { name: by.username }),
  );
}
