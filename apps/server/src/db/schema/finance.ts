import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CompanyAccount, Language } from '@trading/contract';
import type { Translations } from '../../content/translations';
import { users } from './identity';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { uploads } from './uploads';
import { bigSerialId, createdAtColumn, money, serialId, tenantIdColumn } from './columns';
import { userIdColumn } from './user-column';

/** A tenant's bank account for deposits, as GET /finance/depositMethod shows it. */
export interface DepositAccountInfo {
  bank: string;
  cardNo: string;
  account: string;
  branch: string | null;
  /** The branch's name in other languages where its words differ ("Head office": "Matriz"). */
  branchLabels?: Partial<Record<Language, string>>;
  bankCode: string | null;
  extraCode: string | null;
}

/** Per-tenant money settings an operator may change without a deploy. */
export const financeSettings = pgTable('finance_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  corporate: jsonb('corporate').$type<DepositAccountInfo | null>(),
  personal: jsonb('personal').$type<DepositAccountInfo | null>(),
  /** USDT (TRC20) deposit address; null closes USDT deposits and withdrawals. */
  usdtAddress: text('usdt_address'),
  minDeposit: money('min_deposit').notNull(),
  maxDeposit: money('max_deposit'),
  minWithdraw: money('min_withdraw').notNull(),
  description: text('description'),
  withdrawTips: text('withdraw_tips'),
  translations: jsonb('translations').$type<Translations<'description' | 'withdrawTips'>>(),
  needReceipt: boolean('need_receipt').notNull(),
  needDetail: boolean('need_detail').notNull(),
  needAuth: boolean('need_auth').notNull(),
  needAuthUsdt: boolean('need_auth_usdt').notNull(),
  /** Bank names the withdrawal and saved-bank forms offer. */
  bankNames: text('bank_names').array().notNull(),
  /**
   * Withdrawal amounts by currency above which two approvers are needed, as an admin set them
   * in the console; null while the tenant folder's thresholds apply.
   */
  secondApprovalAbove: jsonb('second_approval_above').$type<Record<string, string>>(),
  /** When an admin last changed these settings in the console. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Institutional authorization codes customer service issues for funding an account. */
export const depositAuthCodes = pgTable(
  'deposit_auth_codes',
  {
    tenantId: tenantIdColumn(),
    code: text('code').notNull(),
    /** BANK, USDT or ANY: which deposits the code opens. */
    scope: text('scope').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

const review = {
  status: text('status').notNull().default('REVIEWING'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewNote: text('review_note'),
  /** The contract's RejectionReason a refusal was given with; null unless REJECTED. */
  reviewReason: text('review_reason'),
};

/** What a deposit and a withdrawal both record: who moves how much, in what, from or to whom. */
const transferRequest = () => ({
  id: bigSerialId(),
  tenantId: tenantIdColumn(),
  userId: userIdColumn(),
  usdt: boolean('usdt').notNull(),
  currency: text('currency').notNull(),
  amount: money('amount').notNull(),
  accountName: text('account_name'),
  bank: text('bank'),
});

/** The index that keeps one on-chain transfer from being claimed by two deposits. */
export const DEPOSIT_TX_HASH_UNIQUE = 'deposits_tx_hash_uq';

export const deposits = pgTable(
  'deposits',
  {
    ...transferRequest(),
    accountNumber: text('account_number'),
    branch: text('branch'),
    receiptUploadId: integer('receipt_upload_id').references(() => uploads.id),
    authCode: text('auth_code'),
    /** A USDT deposit's on-chain transaction id (lower case), for staff to verify it arrived. */
    txHash: text('tx_hash'),
    /**
     * The company account the investor says they paid into, as offered when they did (the
     * settings may change after); null when the deposit names none.
     */
    paidInto: jsonb('paid_into').$type<CompanyAccount>(),
    ...review,
    /** The USER_DEPOSIT transaction once approved. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status),
    // One transfer pays one deposit: a hash already claimed cannot be claimed again.
    uniqueIndex(DEPOSIT_TX_HASH_UNIQUE).on(t.tenantId, t.txHash),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    ...transferRequest(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    bankCode: text('bank_code'),
    extraCode: text('extra_code'),
    ...review,
    /** A large withdrawal's first approval; a different approver must give the second. */
    firstApprovedBy: integer('first_approved_by').references(() => users.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** When its owner took it back while it waited (status CANCELLED). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status),
  ],
);

/** The index that keeps a saved destination from being saved twice. */
export const USER_BANK_UNIQUE = 'user_banks_destination_uq';

/** Saved bank accounts and USDT addresses. */
export const userBanks = pgTable(
  'user_banks',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    usdt: boolean('usdt').notNull(),
    accountName: text('account_name').notNull(),
    bank: text('bank'),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    bankCode: text('bank_code'),
    extraCode: text('extra_code'),
    /** A new or changed destination cools off until then (the tenant's cooling-off hours). */
    usableFrom: timestamp('usable_from', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('user_banks_user_idx').on(t.userId),
    // One row per account per bank per user (a USDT address has no bank), so two simultaneous
    // saves cannot both land. Numbers are stored in their normal form (bank-fields.ts).
    uniqueIndex(USER_BANK_UNIQUE).on(
      t.tenantId,
      t.userId,
      t.usdt,
      sql`coalesce(${t.bank}, '')`,
      t.accountNumber,
    ),
  ],
);
