import { toUnits } from '../ledger/decimal';

/** The tenant's amounts, by currency, above which a withdrawal needs two different approvers. */
export type SecondApprovalRule = Partial<Record<string, string>>;

/** True when a withdrawal of `amount` in `currency` is above the tenant's single-approver limit. */
export function needsSecondApproval(
  rule: SecondApprovalRule,
  currency: string,
  amount: string,
): boolean {
  const limit = rule[currency];
  return limit !== undefined && toUnits(amount) > toUnits(limit);
}

/** The thresholds in effect: an admin's from the console, else the tenant folder's. */
export function secondApprovalRuleOf(
  settings: { secondApprovalAbove: Record<string, string> | null },
  releaseRule: SecondApprovalRule,
): SecondApprovalRule {
  return settings.secondApprovalAbove ?? releaseRule;
}
