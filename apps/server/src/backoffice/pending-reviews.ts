import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { deposits, kycSubmissions, uploads, userBalances, users, withdrawals } from '../db/schema';
import { uploadUrl } from '../uploads/upload-url';
import { kycVersion, moneyRequestVersion } from './decision-version';
import { moneyText } from '../offerings/money-text';
import { financeSettingsOf } from '../finance/settings-repository';
import type { SecondApprovalRule } from '../finance/second-approval';
import { claimsOf } from './review-claims';
import { depositSignals } from './risk/deposit-signals';
import { kycSignals } from './risk/kyc-signals';
import { withdrawalSignals } from './risk/withdrawal-signals';

/** KYC submissions of the tenant waiting for a decision, oldest first (first come, first served). */
export async function pendingKyc(db: Db, tenantId: string) {
  const rows = await db
    .select({
      userId: kycSubmissions.userId,
      username: users.username,
      name: kycSubmissions.name,
      idType: kycSubmissions.idType,
      idNumber: kycSubmissions.idNumber,
      taxIdType: kycSubmissions.taxIdType,
      taxIdNumber: kycSubmissions.taxIdNumber,
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
  const claims = await claimsOf(db, tenantId, 'kyc');
  return Promise.all(
    rows.map(async ({ reviewedAt, ...r }) => ({
      ...r,
      photoUrls: r.photoIds.flatMap((id) => keys.get(id) ?? []),
      submittedAt: r.submittedAt.getTime(),
      version: kycVersion({ submittedAt: r.submittedAt, reviewedAt }),
      claim: claims.get(r.userId) ?? null,
      signals: await kycSignals(db, { ...r, tenantId }),
    })),
  );
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

/** Deposits waiting for a decision, with who has each open and what to check before deciding. */
export async function pendingDeposits(db: Db, tenantId: string) {
  const rows = await db
    .select({
      ...moneyRequestColumns(deposits),
      txHash: deposits.txHash,
      receiptUploadId: deposits.receiptUploadId,
      receiptKey: uploads.storageKey,
      receiptSha256: uploads.sha256,
      kycStatus: kycSubmissions.status,
      kycName: kycSubmissions.name,
      paidInto: deposits.paidInto,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(uploads, eq(uploads.id, deposits.receiptUploadId))
    .leftJoin(kycSubmissions, eq(kycSubmissions.userId, deposits.userId))
    .where(awaitingReview(deposits, tenantId))
    .orderBy(asc(deposits.id));
  const claims = await claimsOf(db, tenantId, 'deposits');
  const settings = await financeSettingsOf(db, tenantId);
  return Promise.all(
    rows.map(async ({ receiptKey, receiptSha256, kycStatus, kycName, paidInto, ...r }) => ({
      ...asSent(r),
      receiptUrl: receiptKey === null ? null : uploadUrl(receiptKey),
      claim: claims.get(r.id) ?? null,
      signals: await depositSignals(
        db,
        { ...r, tenantId, receiptSha256, kycStatus, kycName, paidInto },
        settings,
      ),
    })),
  );
}

const firstApprover = alias(users, 'first_approver');

/**
 * Withdrawals waiting for a decision, with what the reviewer checks them against: the investor's
 * cash and held balance in that currency (the amount is already held), who approved first, who
 * has it open, and the destination's age and the two-approver rule (`rule`, the tenant's).
 */
export async function pendingWithdrawals(db: Db, tenantId: string, rule: SecondApprovalRule) {
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
  const claims = await claimsOf(db, tenantId, 'withdrawals');
  return Promise.all(
    rows.map(async (r) => ({
      ...asSent(r),
      cash: moneyText(r.cash ?? '0'),
      held: moneyText(r.held ?? '0'),
      claim: claims.get(r.id) ?? null,
      signals: await withdrawalSignals(db, { ...r, tenantId }, rule),
    })),
  );
}
