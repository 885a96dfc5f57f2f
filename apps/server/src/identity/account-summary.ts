import type { UserProfile } from '@trading/contract';
import type { Db } from '../db/database';
import type { AuthUser } from './auth-user';

/** The money part of GET /user: the verified name and the totals. */
export type AccountSummary = Omit<UserProfile, 'customerService' | 'username' | 'account'>;

/**
 * Seam for the money module: the ledger replaces this provider to fill the profile's
 * name and totals. Until then a user has no verified name and holds nothing.
 */
export interface AccountSummaryProvider {
  summary(db: Db, user: AuthUser): Promise<AccountSummary>;
}

export const emptyAccountSummary: AccountSummaryProvider = {
  async summary() {
    const zero = '0.00';
    return {
      name: null,
      totalAssets: zero,
      balance: zero,
      balanceUSD: zero,
      advancePayment: zero,
      advancePaymentUSD: zero,
      pendingWithdrawal: zero,
      pendingWithdrawalUSD: zero,
      totalBalance: zero,
      totalBalanceUSD: zero,
      totalValue: zero,
      totalValueUSD: zero,
      totalPNL: zero,
      totalPNLUSD: zero,
      locked: zero,
      lockedUSD: zero,
      usdShown: false,
      usdRate: null,
    };
  },
};
