import type { ErrorName } from '@trading/contract';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../identity/authenticate';
import { findUserById } from '../identity/user-repository';
import type { Services } from '../services';
import { recordAudit, type AuditActor } from './audit-repository';

/**
 * Who made a refused operator call, when the token names someone (an investor, or staff whose
 * role lacks the call's permission): the audit keeps their attempt. An unknown token names no
 * one, and is not recorded — it would let anyone fill the trail.
 */
export async function refusedCaller(
  services: Pick<Services, 'db' | 'sessions'>,
  request: FastifyRequest,
  token: string | undefined,
): Promise<AuditActor | undefined> {
  const auth = await authenticate(services.sessions, request.tenant.id, token);
  if (!auth.ok) return undefined;
  const user = await findUserById(services.db, request.tenant.id, auth.user.id);
  if (!user) return undefined;
  return {
    tenantId: request.tenant.id,
    userId: user.id,
    username: user.username,
    channel: 'api',
    address: request.ip,
  };
}

/**
 * Records a refused call as `REFUSED` on the call itself (`POST /admin/deposits/7/approve`),
 * with the error and its message. Never fails the answer: the caller still gets their 4xx.
 */
export async function recordRefusal(
  services: Pick<Services, 'db'>,
  request: FastifyRequest,
  actor: AuditActor,
  error: ErrorName,
  message: string | undefined,
): Promise<void> {
  try {
    await recordAudit(services.db, actor, {
      action: 'REFUSED',
      targetType: 'call',
      targetId: `${request.method} ${request.url.split('?')[0]!.replace(/^\/api/, '')}`,
      before: null,
      after: { error, message: message ?? null },
    });
  } catch (failure) {
    request.log.error({ err: failure }, 'refusal not audited');
  }
}
