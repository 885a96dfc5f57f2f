import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { recordAudit } from './audit-repository';
import { roleOf } from './roles';

/**
 * Records a staff member's sign-in, or its refusal (a disabled member proved who they are),
 * with the address and device it came from; an investor's sign-in is not back-office business.
 */
export async function auditStaffSignIn(
  db: Db,
  request: FastifyRequest,
  user: { tenantId: string; id: number; username: string },
  outcome: { refused?: string; device: string },
): Promise<void> {
  if ((await roleOf(db, user.tenantId, user.id)) === null) return;
  await recordAudit(
    db,
    {
      tenantId: user.tenantId,
      userId: user.id,
      username: user.username,
      channel: 'api',
      address: request.ip,
    },
    {
      action: outcome.refused ? 'STAFF_SIGN_IN_REFUSED' : 'STAFF_SIGN_IN',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: outcome.refused
        ? { error: outcome.refused, device: outcome.device }
        : { device: outcome.device },
    },
  );
}
