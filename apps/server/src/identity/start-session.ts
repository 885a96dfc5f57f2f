import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { notifySecurityEvent } from '../security/notify';
import { setRenderCookie } from '../web-app/render-cookie';
import { ApiError } from '../errors/api-error';
import { auditStaffSignIn } from '../backoffice/staff-sign-in-audit';
import { approximatePlace } from './approximate-place';
import { deviceName } from './device-name';
import { rememberDevice } from './device-cookie';
import { hasSignedIn, insertSession, knownDevice } from './session-repository';
import { hashSessionToken, newSessionToken } from './session-token';
import { findUserById } from './user-repository';

/**
 * Opens a session for a user who proved who they are (password or passkey): the token the
 * client sends from now on, the device and place the Devices screen shows, and a notification
 * when the device is one the user never signed in from before. Every way in ends here, so a
 * locked account (staff, backoffice/account-lock.ts) is refused here, after its proof, and
 * a staff member's sign-in or refusal is audited here.
 */
export async function startSession(
  at: { services: Services; tenantId: string; request: FastifyRequest; reply: FastifyReply },
  userId: number,
): Promise<{ token: string }> {
  const { services, tenantId, request, reply } = at;
  const { db, config } = services;
  const user = await findUserById(db, tenantId, userId);
  const device = deviceName(request.headers['user-agent']);
  if (user?.lockedAt) {
    await auditStaffSignIn(db, request, user, { refused: 'ACCOUNT_LOCKED', device });
    throw new ApiError('ACCOUNT_LOCKED');
  }
  const place = approximatePlace(request, config.trustProxy);
  const newDevice = (await hasSignedIn(db, userId)) && !(await knownDevice(db, userId, device));
  const token = newSessionToken();
  await insertSession(db, {
    tenantId,
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(services.now() + config.tokenTtlSeconds * 1000),
    device,
    place,
  });
  if (newDevice)
    await notifySecurityEvent(db, {
      tenantId,
      userId,
      kind: 'NEW_DEVICE_SIGN_IN',
      detail: [device, place].filter(Boolean).join(' · '),
    });
  if (user) await auditStaffSignIn(db, request, user, { device });
  setRenderCookie(request, reply, token, config.tokenTtlSeconds);
  rememberDevice(at, tenantId, userId);
  return { token };
}
