import type { WithdrawalRiskSignals } from '@trading/contract';
import type { Db } from '../../db/database';
import { needsSecondApproval, type SecondApprovalRule } from '../../finance/second-approval';
import { savedMatches } from '../../finance/saved-destination';
import { moneyText } from '../../offerings/money-text';

/** A withdrawal as the queue reads it: whose, how much of what, to which destination. */
interface Withdrawal {
  tenantId: string;
  userId: number;
  usdt: boolean;
  currency: string;
  amount: string;
  bank: string | null;
  accountNumber: string | null;
}

/**
 * What the withdrawal reviewer checks before the first approval: how new the destination is
 * (a fresh one after its cooling-off is the classic takeover pattern) and whether the amount
 * needs a second approver.
 */
export async function withdrawalSignals(
  db: Db,
  of: Withdrawal,
  rule: SecondApprovalRule,
): Promise<WithdrawalRiskSignals> {
  const [saved] =
    of.accountNumber === null
      ? []
      : (
          await savedMatches(db, of.tenantId, of.userId, {
            usdt: of.usdt,
            bank: of.bank ?? undefined,
            accountNumber: of.accountNumber,
          })
        ).sort((a, b) => b.id - a.id);
  const limit = rule[of.currency];
  return {
    destinationSavedAt: saved?.createdAt.getTime() ?? null,
    destinationUsableFrom: saved?.usableFrom.getTime() ?? null,
    needsTwoApprovers: needsSecondApproval(rule, of.currency, of.amount),
    secondApprovalAbove: limit === undefined ? null : moneyText(limit),
  };
}
