import {
  USDT_NETWORK,
  USDT_TX_HASH_FORMAT,
  type CompanyAccount,
  type CurrencyCode,
  type DepositRecord,
  type ParsedRequestOf,
} from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { isUniqueViolation } from '../db/constraint-violation';
import { DEPOSIT_TX_HASH_UNIQUE, deposits, uploads } from '../db/schema';
import type { Operator } from '../backoffice/operator';
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
import { HOUSE } from '../ledger/accounts';
import { fromUnits } from '../ledger/decimal';
import { credit } from '../ledger/movements';
import type { Tenant } from '../tenants/tenant-registry';
import { uploadUrl, type FileUrls } from '../uploads/upload-url';
import { centsAmount } from './money-input';
import { ownedUploads } from './owned-upload';
import { companyAccounts } from './company-accounts';
import { type FinanceSettings, financeSettingsOf, isAuthCodeValid } from './settings-repository';
import { transferCurrency, USDT_MINIMUM } from './usdt-limits';
import { transferAmount } from './transfer-amount';
import { localized } from '../messages/catalogue';
import { assertFormat } from './bank-fields';

export type DepositRow = typeof deposits.$inferSelect;

/**
 * Records a deposit for review. No money moves yet: the house has not seen it arrive,
 * so the ledger is only written when an operator approves it.
 */
export async function requestDeposit(
  db: Db,
  tenant: Tenant,
  userId: number,
  input: ParsedRequestOf<'deposit'>,
): Promise<DepositRecord> {
  const settings = await financeSettingsOf(db, tenant.id);
  if (input.usdt && !settings.usdtAddress)
    throw new ApiError('INVALID_STATE', localized('deposit.usdtClosed'));
  if (input.usdt ? settings.needAuthUsdt : settings.needAuth) {
    if (!input.authCode || !(await isAuthCodeValid(db, tenant.id, input.authCode, input.usdt))) {
      throw new ApiError('AUTH_CODE_INCORRECT');
    }
  }
  const amount = centsAmount(input.amount);
  if (amount < (input.usdt ? USDT_MINIMUM : centsAmount(settings.minDeposit)))
    throw new ApiError('BELOW_MINIMUM');
  if (!input.usdt && settings.maxDeposit !== null && amount > centsAmount(settings.maxDeposit)) {
    throw new ApiError('VALIDATION', localized('deposit.amountRange'));
  }
  if (!input.usdt && settings.needDetail && (!input.bank || !input.accountNumber)) {
    throw new ApiError('VALIDATION', localized('deposit.detailRequired'));
  }
  if (settings.needReceipt && input.receipt === undefined && !input.usdt)
    throw new ApiError('VALIDATION', localized('deposit.receiptRequired'));
  const txHash = input.usdt ? await claimableTxHash(db, tenant.id, input.txHash) : null;
  const paidInto = input.paidInto === undefined ? null : offeredAccount(settings, input);
  const receipt =
    input.receipt === undefined
      ? []
      : await ownedUploads(db, { tenantId: tenant.id, userId }, [input.receipt], 'DEPOSIT');
  const [row] = await insertingTxHash(() =>
    db
      .insert(deposits)
      .values({
        tenantId: tenant.id,
        userId,
        usdt: input.usdt,
        currency: transferCurrency(tenant, input.usdt),
        amount: fromUnits(amount, 8),
        accountName: input.accountName ?? null,
        bank: input.bank ?? null,
        accountNumber: input.accountNumber ?? null,
        branch: input.branch ?? null,
        receiptUploadId: input.receipt ?? null,
        authCode: input.authCode ?? null,
        txHash,
        paidInto,
      })
      .returning(),
  );
  return depositRecord(row!, receipt[0]?.url ?? null);
}

const txHashUsed = () =>
  new ApiError('VALIDATION', localized('deposit.txHashUsed', { field: 'txHash' }));

/**
 * A USDT deposit's transfer hash in its stored form (lower case), checked by the deposit
 * address's network; one transfer pays one deposit, so a hash already on a deposit of the
 * tenant (any status, anyone's) is refused.
 */
async function claimableTxHash(
  db: Db,
  tenantId: string,
  raw: string | undefined,
): Promise<string | null> {
  if (raw === undefined) return null;
  const txHash = assertFormat('txHash', USDT_TX_HASH_FORMAT[USDT_NETWORK], raw);
  const [claimed] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.txHash, txHash)))
    .limit(1);
  if (claimed) throw txHashUsed();
  return txHash;
}

/** A simultaneous deposit with the same hash got there first: the same refusal as the check's. */
async function insertingTxHash<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error, DEPOSIT_TX_HASH_UNIQUE)) throw txHashUsed();
    throw error;
  }
}

/**
 * The company account a deposit names, among those offered now on its rail: an id from a page
 * loaded before an admin replaced the account is refused, so nobody pays into a retired one.
 */
function offeredAccount(
  settings: FinanceSettings,
  input: { usdt: boolean; paidInto?: string },
): CompanyAccount {
  const account = companyAccounts(settings, input.usdt).find((a) => a.id === input.paidInto);
  if (!account) throw new ApiError('VALIDATION', localized('deposit.companyAccountUnknown'));
  return account;
}

export function depositRecord(row: DepositRow, receiptUrl: string | null): DepositRecord {
  return {
    id: row.id,
    usdt: row.usdt,
    amount: fromUnits(centsAmount(row.amount)),
    createdTime: row.createdAt.getTime(),
    receiptUrl,
    status: row.status as DepositRecord['status'],
    rejection: rejectionOf(row),
  };
}

/** The receipt on a signed url, for the owner (records) or staff (the review queue). */
export function signedReceipt<T extends { receiptUrl: string | null }>(
  urls: FileUrls,
  record: T,
): T {
  return { ...record, receiptUrl: record.receiptUrl && urls.sign(record.receiptUrl) };
}

export async function depositWithReceipt(db: Db, row: DepositRow): Promise<DepositRecord> {
  if (row.receiptUploadId === null) return depositRecord(row, null);
  const [upload] = await db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.id, row.receiptUploadId));
  return depositRecord(row, upload ? uploadUrl(upload.key) : null);
}

/**
 * Runs an operator's decision on a deposit under review of the operator's tenant, locked in
 * one transaction; fails INVALID_STATE/NOT_FOUND when there is none.
 */
function decideReviewing(
  db: Db,
  operator: Operator,
  depositId: number,
  seenVersion: string | undefined,
  decision: (tx: Db, row: DepositRow) => Promise<DepositRow>,
): Promise<DepositRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, depositId), eq(deposits.tenantId, operator.tenantId)))
      .for('update');
    if (row)
      await decidedOnSeenVersion(
        tx,
        { version: moneyRequestVersion(row), changedBy: row.reviewedBy },
        seenVersion,
      );
    const reviewing = stillUnderReview(row);
    await assertNotLinked(tx, operator, {
      investorId: reviewing.userId,
      accounts: [reviewing.accountNumber],
    });
    return decision(tx, reviewing);
  });
}

/** Back office: the money arrived — credit the user's cash (USER_DEPOSIT). */
export function approveDeposit(
  db: Db,
  operator: Operator,
  depositId: number,
  note?: string,
  seenVersion?: string,
): Promise<DepositRow> {
  return decideReviewing(db, operator, depositId, seenVersion, async (tx, row) => {
    const result = await credit(tx, {
      tenantId: row.tenantId,
      userId: row.userId,
      currency: row.currency as CurrencyCode,
      amount: fromUnits(centsAmount(row.amount)),
      scene: 'USER_DEPOSIT',
      description: `Deposit #${row.id}${row.usdt ? ' (USDT)' : ''} approved by ${operator.username}`,
      houseAccount: HOUSE.depositClearing,
      refType: 'DEPOSIT',
      refId: row.id,
      operatorId: operator.userId,
    });
    return decide(tx, operator, row, { status: 'PASSED', note }, result.transactionIds[0]!);
  });
}

/** Back office: the money never arrived — nothing to undo in the ledger; the investor is told why. */
export function rejectDeposit(
  db: Db,
  operator: Operator,
  depositId: number,
  refusal: Refusal,
  seenVersion?: string,
): Promise<DepositRow> {
  return decideReviewing(db, operator, depositId, seenVersion, (tx, row) =>
    decide(tx, operator, row, { status: 'REJECTED', ...refusal }, null),
  );
}

/** Writes the decision, audits it and tells the investor, in the deciding transaction. */
async function decide(
  db: Db,
  operator: Operator,
  before: DepositRow,
  decision: Decision,
  ledgerTransactionId: number | null,
): Promise<DepositRow> {
  const [after] = await db
    .update(deposits)
    .set({ ...reviewDecision(operator, decision), ledgerTransactionId })
    .where(eq(deposits.id, before.id))
    .returning();
  await auditReview(db, operator, 'DEPOSIT', decision.status, {
    targetId: before.id,
    before,
    after,
  });
  await notifyDecision(
    db,
    after!,
    decision.status === 'PASSED' ? 'DEPOSIT_APPROVED' : 'DEPOSIT_REJECTED',
    transferAmount(fromUnits(centsAmount(after!.amount)), after!.currency, after!.usdt),
    rejectionOf(after!),
  );
  return after!;
}
