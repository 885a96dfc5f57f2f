import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { type AuditEntry, recordAudit } from './audit-repository';
import type { Operator } from './operator';

export type Verdict = 'PASSED' | 'REJECTED';

/** What an operator's decision on a submission under review writes to its review columns. */
export function reviewDecision(operator: Operator, status: Verdict, note: string | undefined) {
  return { status, reviewedAt: new Date(), reviewedBy: operator.userId, reviewNote: note ?? null };
}

/**
 * The submission being decided, as read under lock: it must exist in the operator's tenant
 * and still wait for a decision, so none is decided twice.
 */
export function stillUnderReview<T extends { status: string }>(row: T | undefined): T {
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.status !== 'REVIEWING') throw new ApiError('INVALID_STATE');
  return row;
}

/**
 * Audits a decision as `<subject>_APPROVE` or `<subject>_REJECT` (DEPOSIT_APPROVE, KYC_REJECT…),
 * on a target of the subject's type in lower case.
 */
export function auditReview(
  db: Db,
  operator: Operator,
  subject: 'DEPOSIT' | 'WITHDRAWAL' | 'KYC',
  status: Verdict,
  change: Pick<AuditEntry, 'targetId' | 'before' | 'after'>,
): Promise<void> {
  return recordAudit(db, operator, {
    action: `${subject}_${status === 'PASSED' ? 'APPROVE' : 'REJECT'}`,
    targetType: subject.toLowerCase(),
    ...change,
  });
}
