import type { CurrencyCode, TransactionScene } from '@trading/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { HOUSE, USER_CASH, USER_HELD, type HouseAccount, type UserAccount } from './accounts';
import { toUnits } from './decimal';
import { post, type Posting, type PostResult } from './post';

/**
 * One movement between a user account and a house account (or between the user's own
 * cash and held). The primitives other modules use: offerings pay subscriptions with
 * `debit` (FUNDING, QUANTITATIVE_BUY), pay back with `credit` (QUANTITATIVE_BACK).
 */
export interface Movement {
  tenantId: string;
  userId: number;
  currency: CurrencyCode;
  /** A positive decimal string in whole cents. */
  amount: string;
  scene: TransactionScene;
  /** Text, or SQL of it when it names a row written by the same statement. */
  description: string | SQL;
  /** The house side; defaults to house:offerings. */
  houseAccount?: HouseAccount;
  refType?: string;
  refId?: number;
  operatorId?: number;
}

function between(
  m: Movement,
  userAccount: UserAccount,
  direction: 1n | -1n,
  other: HouseAccount | UserAccount,
): Posting {
  const amount = toUnits(m.amount);
  if (amount <= 0n) throw new Error(`${m.scene}: amount must be positive, got ${m.amount}`);
  return {
    scene: m.scene,
    description: m.description,
    ...(m.refType !== undefined ? { refType: m.refType } : {}),
    ...(m.refId !== undefined ? { refId: m.refId } : {}),
    ...(m.operatorId !== undefined ? { operatorId: m.operatorId } : {}),
    legs: [
      { account: userAccount, currency: m.currency, amount: direction * amount },
      { account: other, currency: m.currency, amount: -direction * amount },
    ],
  };
}

/** House → user cash. */
export function credit(db: Db, m: Movement): Promise<PostResult> {
  return post(db, m.tenantId, m.userId, [
    between(m, USER_CASH, 1n, m.houseAccount ?? HOUSE.offerings),
  ]);
}

/** User cash → house; INSUFFICIENT_BALANCE when the cash is not there. */
export function debit(db: Db, m: Movement): Promise<PostResult> {
  return post(db, m.tenantId, m.userId, [
    between(m, USER_CASH, -1n, m.houseAccount ?? HOUSE.offerings),
  ]);
}

/** The posting of `hold`, for a statement that posts it with its own writes. */
export function holdPosting(m: Movement): Posting {
  return between(m, USER_HELD, 1n, USER_CASH);
}

/** User cash → user held (set aside, still the user's); INSUFFICIENT_BALANCE when short. */
export function hold(db: Db, m: Movement): Promise<PostResult> {
  return post(db, m.tenantId, m.userId, [holdPosting(m)]);
}

/** User held → user cash (a hold released). */
export function release(db: Db, m: Movement): Promise<PostResult> {
  return post(db, m.tenantId, m.userId, [between(m, USER_CASH, 1n, USER_HELD)]);
}

/** User held → house (a hold consumed: a paid-out withdrawal, a settled subscription). */
export function settleHeld(db: Db, m: Movement): Promise<PostResult> {
  return post(db, m.tenantId, m.userId, [
    between(m, USER_HELD, -1n, m.houseAccount ?? HOUSE.offerings),
  ]);
}
