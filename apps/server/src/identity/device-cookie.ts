import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { isSealed } from '../security/secret-box';

/**
 * OWASP's device cookie: set when a user finishes signing in, sealed with the server's key so
 * nobody can make one, sent back only to the sign-in calls. A sign-in that brings the cookie of
 * that account comes from a device the owner used before, so strangers' failures elsewhere do
 * not slow it down (login-throttle.ts), whatever address the phone has today. One account per
 * device: a second account signing in on the same browser takes the cookie over.
 */
export const DEVICE_COOKIE = 'device';
const PATH = '/api/user/login';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const sealedFor = (tenantId: string, userId: number) => `device:${tenantId}:${userId}`;

export function rememberDevice(
  at: { services: Services; request: FastifyRequest; reply: FastifyReply },
  tenantId: string,
  userId: number,
): void {
  const { services, request, reply } = at;
  if (isRememberedDevice(services, request, tenantId, userId)) return;
  reply.setCookie(DEVICE_COOKIE, services.secrets.seal(sealedFor(tenantId, userId)), {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function isRememberedDevice(
  services: Services,
  request: FastifyRequest,
  tenantId: string,
  userId: number,
): boolean {
  const value = request.cookies[DEVICE_COOKIE];
  // open() passes an unsealed value through as legacy plaintext: only a sealed one proves anything.
  if (!value || !isSealed(value)) return false;
  try {
    return services.secrets.open(value) === sealedFor(tenantId, userId);
  } catch {
    return false;
  }
}
