import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { deposits, kycSubmissions, uploads, userBalances, users, withdrawals } from '../db/schema';
import { uploadUrl } from '../uploads/upload-url';
import { kycVersion, moneyRequestVersion } from './decision-version';
import { moneyText } from '../offerings/money-text';

/** KYC submissions of the tenant waiting for a decision, oldest first (first come, first served). */
export async function pendingKyc(db: Db, tenantId: string) {
  const rows = await db
    .select({
      userId: kycSubmissions.userId,
      username: users.username,
      name: kycSubmissions.name,
      idType: kycSubmissions.idType,
      idNumber: kycSubmissions.idNumber,
      bank: kycSubmissions.bank,
      cardNo: kycSubmissions.cardNo,
      photoIds: kycSubmissions.photoIds,
      submittedAt: kycSubmissions.submittedAt,
      reviewedAt: kycSubmissions.reviewedAt,
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(and(eq(kycSubmissions.tenantId, tenantId), eq(kycSubmissions.status, 'REVIEWING')))
    .orderBy(asc(kycSubmissions.submittedAt));
  const photoIds = rows.flatMap((r) => r.photoIds);
  const keys = new Map(
    photoIds.length === 0
      ? []
      : (
          await db
            .select({ id: uploads.id, storageKey: uploads.storageKey })
            .from(uploads)
            .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, photoIds)))
        ).map((u) => [u.id, uploadUrl(u.storageKey)]),
  );
  return rows.map(({ reviewedAt, ...r }) => ({
    ...r,
    photoUrls: r.photoIds.flatMap((id) => keys.get(id) ?? []),
    submittedAt: r.submittedAt.getTime(),
    version: kycVersion({ submittedAt: r.submittedAt, reviewedAt }),
  }));
}

/** What a deposit and a withdrawal review both show: who asks to move how much, and where. */
function moneyRequestColumns(table: typeof deposits | typeof withdrawals) {
  return {
    id: table.id,
    userId: table.userId,
    username: users.username,
    usdt: table.usdt,
    currency: table.currency,
    amount: table.amount,
    accountName: table.accountName,
    bank: table.bank,
    accountNumber: table.accountNumber,
    reviewedAt: table.reviewedAt,
  };
}

/** Amounts as the operator API writes money, times in epoch ms. */
function asSent<R extends { amount: string; createdAt: Date; reviewedAt: Date | null }>({
  reviewedAt,
  firstApprovedAt,
  ...row
}: R & { firstApprovedAt?: Date | null }) {
  return {
    ...row,
    amount: moneyText(row.amount),
    createdAt: row.createdAt.getTime(),
    version: moneyRequestVersion({ createdAt: row.createdAt, reviewedAt, firstApprovedAt }),
  };
}

/** A deposit or withdrawal of the tenant that waits for a decision. */
function awaitingReview(table: typeof deposits | typeof withdrawals, tenantId: string) {
  return and(eq(table.tenantId, tenantId), eq(table.status, 'REVIEWING'));
}

export async function pendingDeposits(db: Db, tenantId: string) {
  const rows = await db
    .select({
      ...moneyRequestColumns(deposits),
      receiptUploadId: deposits.receiptUploadId,
      receiptKey: uploads.storageKey,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(uploads, eq(uploads.id, deposits.receiptUploadId))
    .where(awaitingReview(deposits, tenantId))
    .orderBy(asc(deposits.id));
  return rows.map(({ receiptKey, ...r }) => ({
    ...asSent(r),
    receiptUrl: receiptKey === null ? null : uploadUrl(receiptKey),
  }));
}

const firstApprover = alias(users, 'first_approver');

/**
 * Withdrawals waiting for a decision, with what the reviewer checks them against: the investor's
 * cash and held balance in that currency (the amount is already held) and who approved first.
 */
export async function pendingWithdrawals(db: Db, tenantId: string) {
  const rows = await db
    .select({
      ...moneyRequestColumns(withdrawals),
      branch: withdrawals.branch,
      bankCode: withdrawals.bankCode,
      extraCode: withdrawals.extraCode,
      firstApprover: firstApprover.username,
      firstApprovedAt: withdrawals.firstApprovedAt,
      cash: userBalances.cash,
      held: userBalances.held,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
    .leftJoin(
      userBalances,
      and(
        eq(userBalances.userId, withdrawals.userId),
        eq(userBalances.currency, withdrawals.currency),
      ),
    )
    .where(awaitingReview(withdrawals, tenantId))
    .orderBy(asc(withdrawals.id));
  return rows.map((r) => ({
    ...asSent(r),
    cash: moneyText(r.cash ?? '0'),
    held: moneyText(r.held ?? '0'),
  }));
}
