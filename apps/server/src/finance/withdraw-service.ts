import {
  maskNumber,
  type CurrencyCode,
  type ParsedRequestOf,
  type WithdrawRecord,
} from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { withdrawals } from '../db/schema';
import type { Operator } from '../backoffice/operator';
import { recordAudit } from '../backoffice/audit-repository';
import { assertNotLinked } from '../backoffice/linked-accounts';
import { decidedOnSeenVersion, moneyRequestVersion } from '../backoffice/decision-version';
import { notifyDecision } from '../backoffice/notify-decision';
import {
  auditReview,
  type Decision,
  type Refusal,
  rejectionOf,
  reviewDecision,
  stillUnderReview,
} from '../backoffice/review';
import { ApiError } from '../errors/api-error';
import type { LoginThrottle } from '../identity/login-throttle';
import type { PasswordHasher } from '../identity/password-hasher';
import { assertOpPassword } from '../identity/password-checks';
import { upgradeHash } from '../identity/upgrade-hash';
import { findUserById } from '../identity/user-repository';
import { verifiedName } from '../kyc/kyc-status';
import { HOUSE } from '../ledger/accounts';
import { fromUnits } from '../ledger/decimal';
import { hold, release, settleHeld } from '../ledger/movements';
import type { Tenant } from '../tenants/tenant-registry';
import { assertBankFields } from './bank-fields';
import { centsAmount } from './money-input';
import { needsSecondApproval, type SecondApprovalRule } from './second-approval';
import { savedById, usableDestination } from './saved-destination';
import { financeSettingsOf } from './settings-repository';
import { transferCurrency, USDT_MINIMUM } from './usdt-limits';
import { transferAmount } from './transfer-amount';
import { localized } from '../messages/catalogue';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A withdrawal request with its saved destination's fields, as the withdrawal records them. */
export type AuthorizedWithdrawal = ParsedRequestOf<'withdraw'> & { accountNumber: string };

/**
 * The checks that need no lock: verified identity, the withdrawal password (whose hash is
 * upgraded when it is of an older scheme), the bank fields' formats and a saved, usable
 * destination in the holder's name (named by its id, or by its fields). Done before the money
 * transaction so the slow password hash holds no row lock. Returns the request with the saved
 * destination's fields.
 */
export async function authorizeWithdrawal(
  db: Db,
  hasher: PasswordHasher,
  tenant: Tenant,
  userId: number,
  input: ParsedRequestOf<'withdraw'>,
  {
    log,
    loginThrottle,
    address,
    nowMs,
  }: { log?: FastifyBaseLogger; loginThrottle: LoginThrottle; address: string; nowMs: number },
): Promise<AuthorizedWithdrawal> {
  const kycName = await verifiedName(db, userId);
  if (!kycName) throw new ApiError('KYC_REQUIRED');
  const user = await findUserById(db, tenant.id, userId);
  if (!user?.opPasswordHash)
    throw new ApiError('WRONG_OP_PASSWORD', localized('withdraw.noOpPassword'));
  await assertOpPassword(
    { db, hasher, loginThrottle },
    user,
    user.opPasswordHash,
    input.opPwd,
    address,
  );
  const destination =
    input.bankId === undefined
      ? assertBankFields(tenant.rules.bankFields, {
          ...input,
          accountNumber: input.accountNumber ?? '',
        })
      : await savedById(db, tenant.id, userId, input.bankId, input.usdt);
  const saved = await usableDestination(db, tenant.id, userId, destination, kycName, nowMs);
  await upgradeHash(db, hasher, user, 'opPasswordHash', user.opPasswordHash, input.opPwd, log);
  return {
    ...input,
    accountNumber: saved.accountNumber,
    accountName: saved.accountName,
    bank: saved.bank ?? undefined,
    branch: saved.branch ?? undefined,
    bankCode: saved.bankCode ?? undefined,
    extraCode: saved.extraCode ?? undefined,
  };
}

/** Records the withdrawal and holds its amount (cash → held) until an operator decides. */
export async function requestWithdrawal(
  db: Db,
  tenant: Tenant,
  userId: number,
  input: AuthorizedWithdrawal,
): Promise<WithdrawRecord> {
  const settings = await financeSettingsOf(db, tenant.id);
  if (input.usdt && !settings.usdtAddress)
    throw new ApiError('INVALID_STATE', localized('withdraw.usdtClosed'));
  const amount = centsAmount(input.amount);
  if (amount < (input.usdt ? USDT_MINIMUM : centsAmount(settings.minWithdraw)))
    throw new ApiError('BELOW_MINIMUM');
  const currency = transferCurrency(tenant, input.usdt);
  const [row] = await db
    .insert(withdrawals)
    .values({
      tenantId: tenant.id,
      userId,
      usdt: input.usdt,
      currency,
      amount: fromUnits(amount, 8),
      accountName: input.accountName ?? null,
      bank: input.bank ?? null,
      accountNumber: input.accountNumber,
      branch: input.branch ?? null,
      bankCode: input.bankCode ?? null,
      extraCode: input.extraCode ?? null,
    })
    .returning();
  await hold(db, {
    tenantId: tenant.id,
    userId,
    currency,
    amount: fromUnits(amount),
    scene: 'CONFIRM_WITHDRAW',
    description: `Withdrawal #${row!.id} submitted, amount held for review`,
    refType: 'WITHDRAWAL',
    refId: row!.id,
  });
  return withdrawalRecord(row!);
}

export function withdrawalRecord(row: WithdrawalRow): WithdrawRecord {
  return {
    id: row.id,
    usdt: row.usdt,
    amount: fromUnits(centsAmount(row.amount)),
    createdTime: row.createdAt.getTime(),
    status: row.status as WithdrawRecord['status'],
    destination: `${row.usdt ? 'USDT' : (row.bank ?? '')} ${maskNumber(row.accountNumber)}`.trim(),
    rejection: rejectionOf(row),
  };
}

/**
 * The withdrawal under review, locked, checked against the version the operator decided on.
 * `refuseFirst` runs before that check: a refusal that holds whatever version was seen.
 */
async function reviewing(
  db: Db,
  operator: Operator,
  withdrawalId: number,
  seenVersion: string | undefined,
  refuseFirst?: (row: WithdrawalRow) => void,
): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.tenantId, operator.tenantId)))
    .for('update');
  if (row?.status === 'CANCELLED')
    throw new ApiError('INVALID_STATE', localized('withdraw.cancelledByOwner'));
  if (row) refuseFirst?.(row);
  if (row)
    await decidedOnSeenVersion(
      db,
      {
        version: moneyRequestVersion(row),
        changedBy: row.reviewedBy ?? row.firstApprovedBy,
      },
      seenVersion,
    );
  const reviewing = stillUnderReview(row);
  await assertNotLinked(db, operator, {
    investorId: reviewing.userId,
    accounts: [reviewing.accountNumber],
  });
  return reviewing;
}

/**
 * Back office: paid out — the held amount leaves the user's books (CONFIRM_WITHDRAW). Above the
 * tenant's limit the first approval is only recorded (the row stays under review) and a second,
 * different approver pays it out.
 */
export function approveWithdrawal(
  db: Db,
  operator: Operator,
  withdrawalId: number,
  note: string | undefined,
  secondApprovalAbove: SecondApprovalRule,
  seenVersion?: string,
): Promise<WithdrawalRow> {
  return inTransaction(db, async (tx) => {
    // The first approver pressing again is told why they cannot, even on the version before
    // their own approval (which is all that changed).
    const before = await reviewing(tx, operator, withdrawalId, seenVersion, (row) => {
      if (row.reviewedBy === null && row.firstApprovedBy === operator.userId)
        throw new ApiError('INVALID_STATE', localized('withdraw.secondApproverDiffers'));
    });
    if (!needsSecondApproval(secondApprovalAbove, before.currency, before.amount))
      return decideReviewing(tx, operator, before, { status: 'PASSED', note });
    if (before.firstApprovedBy !== null)
      return decideReviewing(tx, operator, before, { status: 'PASSED', note });
    const [after] = await tx
      .update(withdrawals)
      .set({ firstApprovedBy: operator.userId, firstApprovedAt: new Date() })
      .where(eq(withdrawals.id, before.id))
      .returning();
    await recordAudit(tx, operator, {
      action: 'WITHDRAWAL_FIRST_APPROVE',
      targetType: 'withdrawal',
      targetId: before.id,
      before,
      after,
    });
    return after!;
  });
}

/** Back office: refused — the held amount goes back to the user's cash; they are told why. */
export function rejectWithdrawal(
  db: Db,
  operator: Operator,
  withdrawalId: number,
  refusal: Refusal,
  seenVersion?: string,
): Promise<WithdrawalRow> {
  return inTransaction(db, async (tx) =>
    decideReviewing(tx, operator, await reviewing(tx, operator, withdrawalId, seenVersion), {
      status: 'REJECTED',
      ...refusal,
    }),
  );
}

/**
 * Pays out or returns the held amount of a withdrawal read under lock, audits the decision and
 * tells the investor.
 */
async function decideReviewing(
  tx: Db,
  operator: Operator,
  before: WithdrawalRow,
  decision: Decision,
): Promise<WithdrawalRow> {
  const { status } = decision;
  const movement = {
    tenantId: before.tenantId,
    userId: before.userId,
    currency: before.currency as CurrencyCode,
    amount: fromUnits(centsAmount(before.amount)),
    scene: 'CONFIRM_WITHDRAW' as const,
    refType: 'WITHDRAWAL',
    refId: before.id,
    operatorId: operator.userId,
  };
  if (status === 'PASSED') {
    await settleHeld(tx, {
      ...movement,
      description: `Withdrawal #${before.id} paid out, approved by ${operator.username}`,
      houseAccount: HOUSE.withdrawalPayout,
    });
  } else {
    await release(tx, {
      ...movement,
      description: `Withdrawal #${before.id} rejected, amount returned`,
    });
  }
  const [after] = await tx
    .update(withdrawals)
    .set(reviewDecision(operator, decision))
    .where(eq(withdrawals.id, before.id))
    .returning();
  await auditReview(tx, operator, 'WITHDRAWAL', status, { targetId: before.id, before, after });
  await notifyDecision(
    tx,
    after!,
    status === 'PASSED' ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_REJECTED',
    transferAmount(movement.amount, after!.currency, after!.usdt),
    rejectionOf(after!),
  );
  return after!;
}

/**
 * The owner takes back a withdrawal still under review: read under lock, so of two cancels, or
 * a cancel and a decision, one acts and the held amount returns once. A cancelled withdrawal
 * answers again as it is; a decided one is INVALID_STATE; someone else's is NOT_FOUND.
 */
export function cancelWithdrawal(
  db: Db,
  owner: { tenantId: string; userId: number },
  withdrawalId: number,
): Promise<WithdrawRecord> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.id, withdrawalId),
          eq(withdrawals.tenantId, owner.tenantId),
          eq(withdrawals.userId, owner.userId),
        ),
      )
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.status === 'CANCELLED') return withdrawalRecord(row);
    if (row.status !== 'REVIEWING')
      throw new ApiError('INVALID_STATE', localized('withdraw.alreadyDecided'));
    await release(tx, {
      tenantId: row.tenantId,
      userId: row.userId,
      currency: row.currency as CurrencyCode,
      amount: fromUnits(centsAmount(row.amount)),
      scene: 'CONFIRM_WITHDRAW',
      description: `Withdrawal #${row.id} cancelled, amount returned`,
      refType: 'WITHDRAWAL',
      refId: row.id,
    });
    const [after] = await tx
      .update(withdrawals)
      .set({ status: 'CANCELLED', cancelledAt: new Date() })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return withdrawalRecord(after!);
  });
}
