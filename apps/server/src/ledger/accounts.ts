/**
 * Ledger accounts. User accounts belong to the posting's user and are materialised in
 * user_balances; house accounts are only sums of their entries, so no single hot row
 * serialises every user's orders.
 */
export const USER_CASH = 'user:cash';
export const USER_HELD = 'user:held';

export const HOUSE = {
  /** Counterparty of market orders: pays for shares sold, receives for shares bought. */
  settlement: 'house:settlement',
  /** Trading, exchange and funding fees earned. */
  fees: 'house:fees',
  /** Money received at the house's bank or wallet and credited on deposit approval. */
  depositClearing: 'house:deposit-clearing',
  /** Money paid out to users' banks or wallets on withdrawal approval. */
  withdrawalPayout: 'house:withdrawal-payout',
  /** The house's book of each currency bought and sold in exchanges. */
  fx: 'house:fx',
  /** Offerings and quantitative funds: subscriptions, allotments, pay-backs. */
  offerings: 'house:offerings',
  /** Operator adjustments (seeded demo money, corrections). */
  adjustments: 'house:adjustments',
} as const;

export type UserAccount = typeof USER_CASH | typeof USER_HELD;
export type HouseAccount = (typeof HOUSE)[keyof typeof HOUSE];
export type Account = UserAccount | HouseAccount;

export function isUserAccount(account: Account): account is UserAccount {
  return account === USER_CASH || account === USER_HELD;
}
