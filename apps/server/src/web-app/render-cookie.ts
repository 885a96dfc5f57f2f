import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session token again, in an HttpOnly cookie, for one purpose: rendering the first HTML of
 * a page for its signed-in user (/account, /position arrive with their data). The app's calls
 * keep sending the token from localStorage in the `token` header; no /api route reads cookies,
 * so this cookie can never authorise a call (and SameSite=Strict keeps it off cross-site loads).
 */
export const RENDER_COOKIE = 'render_session';

const options = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  }) as const;

/** Set beside a new session: it ends when the session does. */
export function setRenderCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(RENDER_COOKIE, token, { ...options(request), maxAge: maxAgeSeconds });
}

/** Cleared at logout, and when a page finds its session over. */
export function clearRenderCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(RENDER_COOKIE, options(request));
}

export function renderCookieToken(request: FastifyRequest): string | undefined {
  return request.cookies[RENDER_COOKIE] || undefined;
}
