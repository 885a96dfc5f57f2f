import type { ReviewClaim, ReviewClaimOutcome } from '@trading/contract';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { deposits, kycSubmissions, reviewClaims, users, withdrawals } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import type { Operator } from './operator';
import { stillUnderReview } from './review';

export type ReviewQueue = 'kyc' | 'deposits' | 'withdrawals';

/**
 * How long an opened item stays claimed without a renewal: the console renews it every minute
 * while the panel is open, so a closed tab or a lost connection frees it within minutes.
 */
export const CLAIM_MS = 5 * 60_000;

/** The item's review state in its queue, or undefined when the tenant has no such item. */
async function itemUnderReview(db: Db, tenantId: string, queue: ReviewQueue, itemId: number) {
  const [row] =
    queue === 'kyc'
      ? await db
          .select({ status: kycSubmissions.status })
          .from(kycSubmissions)
          .where(and(eq(kycSubmissions.tenantId, tenantId), eq(kycSubmissions.userId, itemId)))
      : await (queue === 'deposits'
          ? db
              .select({ status: deposits.status })
              .from(deposits)
              .where(and(eq(deposits.tenantId, tenantId), eq(deposits.id, itemId)))
          : db
              .select({ status: withdrawals.status, firstApprovedBy: withdrawals.firstApprovedBy })
              .from(withdrawals)
              .where(and(eq(withdrawals.tenantId, tenantId), eq(withdrawals.id, itemId))));
  return row;
}

const claimColumns = {
  itemId: reviewClaims.itemId,
  byId: reviewClaims.staffId,
  by: users.username,
  expiresAt: reviewClaims.expiresAt,
};

const asSent = (row: { byId: number; by: string; expiresAt: Date }): ReviewClaim => ({
  byId: row.byId,
  by: row.by,
  expiresAt: row.expiresAt.getTime(),
});

/** The running claims of a queue, by item: what the queue shows as "being reviewed by". */
export async function claimsOf(
  db: Db,
  tenantId: string,
  queue: ReviewQueue,
): Promise<Map<number, ReviewClaim>> {
  const rows = await db
    .select(claimColumns)
    .from(reviewClaims)
    .innerJoin(users, eq(users.id, reviewClaims.staffId))
    .where(
      and(
        eq(reviewClaims.tenantId, tenantId),
        eq(reviewClaims.queue, queue),
        gt(reviewClaims.expiresAt, new Date()),
      ),
    );
  return new Map(rows.map((r) => [r.itemId, asSent(r)]));
}

/**
 * Opens an item for the reviewer: takes its claim when nobody else holds a running one, or
 * renews their own. One upsert decides between two reviewers opening it at once (the row lock
 * makes the second see the first's claim). A reviewer has one item of a queue open at a time:
 * opening another lets the previous one go.
 */
export function claimItem(
  db: Db,
  operator: Operator,
  queue: ReviewQueue,
  itemId: number,
): Promise<ReviewClaimOutcome> {
  return inTransaction(db, async (tx) => {
    stillUnderReview(await itemUnderReview(tx, operator.tenantId, queue, itemId));
    const mine = and(
      eq(reviewClaims.tenantId, operator.tenantId),
      eq(reviewClaims.queue, queue),
      eq(reviewClaims.staffId, operator.userId),
    );
    await tx.delete(reviewClaims).where(and(mine, ne(reviewClaims.itemId, itemId)));
    const now = new Date();
    const expiresAt = new Date(now.getTime() + CLAIM_MS);
    const taken = await tx
      .insert(reviewClaims)
      .values({ tenantId: operator.tenantId, queue, itemId, staffId: operator.userId, expiresAt })
      .onConflictDoUpdate({
        target: [reviewClaims.tenantId, reviewClaims.queue, reviewClaims.itemId],
        set: { staffId: operator.userId, expiresAt },
        setWhere: or(eq(reviewClaims.staffId, operator.userId), lt(reviewClaims.expiresAt, now)),
      })
      .returning({ itemId: reviewClaims.itemId });
    const [holder] = await tx
      .select(claimColumns)
      .from(reviewClaims)
      .innerJoin(users, eq(users.id, reviewClaims.staffId))
      .where(
        and(
          eq(reviewClaims.tenantId, operator.tenantId),
          eq(reviewClaims.queue, queue),
          eq(reviewClaims.itemId, itemId),
        ),
      );
    return { id: itemId, mine: taken.length > 0, claim: asSent(holder!) };
  });
}

/**
 * Refuses a decision on an item another reviewer has open (a running claim), naming them. An
 * item no longer waiting is left to the decision itself, which says who decided it.
 */
export async function assertNotClaimedByOther(
  db: Db,
  operator: Operator,
  queue: ReviewQueue,
  itemId: number,
): Promise<void> {
  const claim = (await claimsOf(db, operator.tenantId, queue)).get(itemId);
  if (!claim || claim.byId === operator.userId) return;
  const item = await itemUnderReview(db, operator.tenantId, queue, itemId);
  if (item?.status !== 'REVIEWING') return;
  // The holder gave the first of two approvals: the second must be someone else's, so their
  // open panel cannot hold it.
  if (item && 'firstApprovedBy' in item && item.firstApprovedBy === claim.byId) return;
  throw new ApiError('CLAIMED_BY_OTHER', localized('review.claimedBy', { name: claim.by }));
}
