import { z } from 'zod';
import { Id, IdParam, RefId } from '../common.js';
import { PASSWORD_LENGTH, USDT_NETWORK } from '../constants.js';
import { CurrencyCode, ReviewStatus, TransactionScene } from '../enums.js';
import { MARKUP_MESSAGE, noMarkup } from '../field-formats.js';
import { Money, NonNegativeMoney, PositiveMoney, Rate, TimestampMs } from '../money.js';
import { boolLike, pagingShape } from '../paging.js';
import { Rejection } from '../rejection.js';

// null is what answers carry for an absent field, so a client may send an answer back as it came.
const opt = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? undefined);
const required = (max: number) => z.string().trim().min(1, { error: 'Required' }).max(max);
/** A person's or bank's name: markup (< or >) is refused, never stored to be shown later. */
const plainName = (max: number) => required(max).refine(noMarkup, { error: MARKUP_MESSAGE });
const optName = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noMarkup, { error: MARKUP_MESSAGE })
    .nullish()
    .transform((v) => v ?? undefined);

/**
 * A saved bank account or USDT address. For USDT the address is in accountNumber: whole in the
 * answer to saving it, masked ("•••• 3346") in every list; a withdrawal names it by id.
 */
export const UserBank = z.object({
  id: Id,
  usdt: z.boolean(),
  accountName: z.string(),
  bank: z.string().nullable(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
  /** Bank code (BRL). */
  bankCode: z.string().nullable(),
  /** PIX (BRL) or IFSC code (INR). */
  extraCode: z.string().nullable(),
  /** When a withdrawal may first go here: a new or changed destination cools off first. */
  usableFrom: TimestampMs,
});
export type UserBank = z.infer<typeof UserBank>;

const userBankFields = {
  usdt: z.boolean().default(false),
  accountName: plainName(100),
  bank: optName(100),
  /** Bank account number, or the USDT (TRC20) address when usdt is true. */
  accountNumber: required(100),
  branch: optName(100),
  bankCode: opt(50),
  extraCode: opt(50),
};

function bankNeedsBankName(v: { usdt?: boolean; bank?: string | undefined }, ctx: z.RefinementCtx) {
  if (!v.usdt && !v.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: 'Required' });
}

/** POST /userBank/add. Tenant-specific codes (IFSC, bank code, PIX) are checked by the server. */
export const UserBankAddRequest = z.object(userBankFields).superRefine(bankNeedsBankName);
/** PUT /userBank/update */
export const UserBankUpdateRequest = z
  .object({ id: RefId, ...userBankFields })
  .superRefine(bankNeedsBankName);
/** DELETE /userBank/delete?bankId= */
export const UserBankDeleteRequest = z.object({ bankId: IdParam });

/**
 * A deposit account of the tenant (corporate or personal). `id` names this account as it is
 * now: a deposit sends it back as `paidInto`, and an account changed since has another id.
 */
export const DepositAccount = z.object({
  id: z.string(),
  bank: z.string(),
  cardNo: z.string(),
  account: z.string(),
  branch: z.string().nullable(),
  bankCode: z.string().nullable(),
  extraCode: z.string().nullable(),
});
export type DepositAccount = z.infer<typeof DepositAccount>;

/** GET /finance/depositMethod */
export const DepositMethodInfo = z.object({
  corporate: DepositAccount.nullable(),
  personal: DepositAccount.nullable(),
  /** USDT deposit address; type is always TRC20. */
  crypto: z
    .object({ id: z.string(), type: z.literal(USDT_NETWORK), address: z.string() })
    .nullable(),
  minDeposit: NonNegativeMoney,
  maxDeposit: NonNegativeMoney.nullable(),
  description: z.string().nullable(),
  needReceipt: z.boolean(),
  needDetail: z.boolean(),
  needAuth: z.boolean(),
  needAuthUSDT: z.boolean(),
});
export type DepositMethodInfo = z.infer<typeof DepositMethodInfo>;

/** GET /finance/checkAuthCode?authCode=&usdt= → true when valid. */
export const CheckAuthCodeRequest = z.object({
  authCode: required(64),
  usdt: boolLike().default(false),
});

/**
 * POST /finance/deposit. Account name is required for bank deposits; account number and
 * bank when needDetail; receipt (an upload id, bizType DEPOSIT) when needReceipt; authCode
 * when needAuth/needAuthUSDT — those tenant flags are checked by the server. txHash (USDT) is
 * an addition to the spec's fields.
 */
export const DepositRequest = z
  .object({
    amount: PositiveMoney,
    accountName: optName(100),
    receipt: RefId.optional(),
    bank: optName(100),
    accountNumber: opt(100),
    branch: optName(100),
    authCode: opt(64),
    usdt: z.boolean().default(false),
    /**
     * USDT only, optional: the transfer's hash on the deposit address's network, so staff can
     * verify it on-chain. Checked by the server (format, and not already claimed by a deposit).
     */
    txHash: opt(100),
    /**
     * The company account paid into: the `id` of a DepositMethodInfo account of this rail as
     * it is now. An unknown or replaced account is refused; without it the deposit names none.
     */
    paidInto: opt(64),
  })
  .superRefine((v, ctx) => {
    if (!v.usdt && !v.accountName)
      ctx.addIssue({ code: 'custom', path: ['accountName'], message: 'Required' });
  });

export const DepositRecord = z.object({
  id: Id,
  usdt: z.boolean(),
  amount: Money,
  createdTime: TimestampMs,
  receiptUrl: z.string().nullable(),
  status: ReviewStatus,
  /** Why it was refused; null unless REJECTED. */
  rejection: Rejection.nullable(),
});
export type DepositRecord = z.infer<typeof DepositRecord>;

/**
 * POST /finance/withdraw, to a saved destination: named by its id (`bankId`, what the app sends:
 * lists carry numbers masked), or by its fields as saved. Bank: accountName, bank,
 * accountNumber. USDT (usdt: true): the address goes in accountNumber. IFSC (INR) and bank
 * code + extra code (BRL) are checked by the server against the tenant.
 */
export const WithdrawRequest = z
  .object({
    amount: PositiveMoney,
    opPwd: z
      .string()
      .length(PASSWORD_LENGTH, { error: `must be exactly ${PASSWORD_LENGTH} characters` }),
    usdt: z.boolean().default(false),
    bankId: RefId.optional(),
    accountName: optName(100),
    bank: optName(100),
    accountNumber: opt(100),
    branch: optName(100),
    bankCode: opt(50),
    extraCode: opt(50),
  })
  .superRefine((v, ctx) => {
    if (v.bankId !== undefined) return;
    if (!v.accountNumber)
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Required' });
    if (v.usdt) return;
    if (!v.accountName)
      ctx.addIssue({ code: 'custom', path: ['accountName'], message: 'Required' });
    if (!v.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: 'Required' });
  });

/** A withdrawal's state: reviewed like a deposit, or CANCELLED by its owner while it waited. */
export const WithdrawStatus = z.enum([...ReviewStatus.options, 'CANCELLED']);
export type WithdrawStatus = z.infer<typeof WithdrawStatus>;

export const WithdrawRecord = z.object({
  id: Id,
  usdt: z.boolean(),
  amount: Money,
  createdTime: TimestampMs,
  status: WithdrawStatus,
  /** Where the money goes, masked: the bank (or "USDT") and the account's last 4 characters. */
  destination: z.string(),
  /** Why it was refused; null unless REJECTED. */
  rejection: Rejection.nullable(),
});
export type WithdrawRecord = z.infer<typeof WithdrawRecord>;

/**
 * POST /finance/withdraw/cancel — the owner takes back a withdrawal still under review: the held
 * amount returns to cash once. Cancelling a cancelled one answers it again; a decided one is
 * INVALID_STATE.
 */
export const WithdrawCancelRequest = z.object({ id: RefId });

/** GET /exchange/exchangeInfo. usdTo = local units per 1 USD; toUsd = USD per 1 local unit. */
export const ExchangeInfo = z.object({
  /** Local-currency balance. */
  balance: Money,
  usdBalance: Money,
  usdTo: Rate,
  toUsd: Rate,
  /** Fee rate in percent (shown when greater than 0). */
  feeRate: Rate,
});
export type ExchangeInfo = z.infer<typeof ExchangeInfo>;

/** POST /exchange/toNGN (amount in USD → local) and /exchange/toUSD (amount in local → USD). */
export const ExchangeRequest = z.object({ amount: PositiveMoney });

export const ExchangeRecord = z.object({
  id: Id,
  fromType: CurrencyCode,
  fromAmount: Money,
  fee: Money,
  toType: CurrencyCode,
  toAmount: Money,
  createdTime: TimestampMs,
});
export type ExchangeRecord = z.infer<typeof ExchangeRecord>;

/** POST /finance/transaction */
export const TransactionRequest = z.object({
  ...pagingShape,
  /** Newest first when true (default). */
  desc: boolLike().default(true),
  scene: TransactionScene.optional(),
  currencyType: CurrencyCode.optional(),
});

export const Transaction = z.object({
  id: Id,
  description: z.string(),
  scene: TransactionScene,
  createdTime: TimestampMs,
  /** Signed: negative when money leaves the account. */
  amount: Money,
  /** Balance after the transaction. */
  balance: Money,
  currencyType: CurrencyCode,
  /**
   * Set when the movement returns the money of a withdrawal the operator refused, with the
   * reason they gave: the investor reads "Withdrawal refund", not a second withdrawal.
   */
  refund: z.object({ withdrawalId: Id, reason: z.string().nullable() }).nullable(),
});
export type Transaction = z.infer<typeof Transaction>;
