import type { NotifiedAmount, Rejection, SecurityEvent } from '@trading/contract';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

/**
 * Tells the investor a reviewer decided their deposit, withdrawal or identity, with the reason
 * of a refusal: written in the decision's transaction, so the notice exists exactly when the
 * decision does, and pushed to their open sessions by the relay like every notification.
 */
export async function notifyDecision(
  tx: Db,
  to: { tenantId: string; userId: number },
  kind: Extract<
    SecurityEvent,
    | 'DEPOSIT_APPROVED'
    | 'DEPOSIT_REJECTED'
    | 'WITHDRAWAL_PAID'
    | 'WITHDRAWAL_REJECTED'
    | 'KYC_APPROVED'
    | 'KYC_REJECTED'
  >,
  /** The amount of a deposit or withdrawal; null for identity decisions. */
  money: NotifiedAmount | null,
  rejection: Rejection | null,
): Promise<void> {
  await tx.insert(notifications).values({
    tenantId: to.tenantId,
    userId: to.userId,
    kind,
    money,
    rejectionReason: rejection?.reason ?? null,
    rejectionNote: rejection?.note ?? null,
  });
}
