import type { Rejection, RejectionReason } from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { type AuditEntry, recordAudit } from './audit-repository';
import type { Operator } from './operator';

export type Verdict = 'PASSED' | 'REJECTED';

/** How a reviewer refused: a reason of the queue's list and, optionally, their own words. */
export interface Refusal {
  reason: RejectionReason;
  note?: string | undefined;
}

/**
 * A decision: approval with an optional note, or a refusal with its reason. A refusal without
 * a reason cannot be written: the contract requires one over HTTP, and the type everywhere else.
 */
export type Decision =
  { status: 'PASSED'; note?: string | undefined } | ({ status: 'REJECTED' } & Refusal);

/** What an operator's decision on a submission under review writes to its review columns. */
export function reviewDecision(operator: Operator, decision: Decision) {
  return {
    status: decision.status,
    reviewedAt: new Date(),
    reviewedBy: operator.userId,
    reviewNote: decision.note ?? null,
    reviewReason: decision.status === 'REJECTED' ? decision.reason : null,
  };
}

/**
 * Why a reviewed row was refused, as its owner reads it; null unless REJECTED. A refusal from
 * before reasons were required carries only its note, shown as OTHER.
 */
export function rejectionOf(row: {
  status: string;
  reviewReason: string | null;
  reviewNote: string | null;
}): Rejection | null {
  if (row.status !== 'REJECTED') return null;
  if (row.reviewReason === null && row.reviewNote === null) return null;
  return {
    reason: (row.reviewReason ?? 'OTHER') as RejectionReason,
    note: row.reviewNote,
  };
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
