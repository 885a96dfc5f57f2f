import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@trading/contract';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-accounts';
import { totpCodeAt, totpStep } from '../../src/identity/totp';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  host?: string;
  token?: string;
  lang?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  /** The client's address (default: inject's 127.0.0.1). */
  from?: string;
}

/** One /api call through the real HTTP stack (app.inject), returning status and envelope. */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { host: options.host ?? 'ngn.localhost' };
  if (options.token) headers.token = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers,
    ...(options.from ? { remoteAddress: options.from } : {}),
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

type LoginAnswer =
  { token: string } | { secondFactor: 'TOTP'; ticket: string; enrol?: { secret: string } };

/**
 * A test server's TOTP clock for one key (POST /__test/totp-clock, TEST_TOTP_CLOCK=enabled):
 * moves it `steps` 30 s steps ahead (0 reads it) and answers how far ahead it is, or null on a
 * server without one.
 */
export type TotpClock = (steps: number) => Promise<number | null>;

/** The TOTP clock of an app in this process, for `secret`. */
export function appTotpClock(app: FastifyInstance, secret: string): TotpClock {
  return async (steps) => {
    const response = await app.inject({
      method: 'POST',
      url: '/__test/totp-clock',
      payload: { secret, steps },
    });
    return response.statusCode === 200 ? (response.json() as { steps: number }).steps : null;
  };
}

/**
 * Sends `send` with codes of `secret` from the steps a server accepts now, oldest first: a
 * code used before is refused as a replay (not counted as a failure), so the next is tried;
 * when all are used, `clock` moves the key three steps ahead, or without one the next step is
 * awaited (up to 30 s).
 */
export async function withFreshCode<T>(
  secret: string,
  send: (code: string) => Promise<Envelope<T>>,
  clock?: TotpClock,
): Promise<T> {
  let ahead = (await clock?.(0)) ?? null;
  for (;;) {
    const now = totpStep(Date.now()) + (ahead ?? 0);
    for (let step = now - 1; step <= now + 1; step++) {
      const body = await send(totpCodeAt(secret, step));
      if (body.code === 0) return body.data;
      if (body.code !== ERRORS.SECOND_FACTOR_WRONG.code)
        throw new Error(`second factor failed: ${body.code} ${body.msg}`);
    }
    if (ahead !== null) ahead = await clock!(3);
    else await new Promise((done) => setTimeout(done, (now + 1) * 30_000 - Date.now() + 10));
  }
}

/** Opens the session's step-up window with a code of `secret` (the demo's by default). */
export async function stepUp(
  app: FastifyInstance,
  host: string,
  token: string,
  secret = DEMO_TOTP_SECRET,
): Promise<void> {
  await withFreshCode(
    secret,
    (code) =>
      call(app, 'POST', '/user/step-up', { host, token, body: { secondFactor: { code } } }).then(
        (r) => r.body,
      ),
    appTotpClock(app, secret),
  );
}

/**
 * Logs in and returns the token (fails the test on a non-zero code). An account with a second
 * factor is finished with `secret` (by default the demo investor's seeded one); a staff member
 * setting one up at this sign-in with the new key the server gives (never used, so no wait).
 */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  host = 'ngn.localhost',
  secret = DEMO_TOTP_SECRET,
): Promise<string> {
  const { body } = await call<LoginAnswer>(app, 'POST', '/user/login', {
    host,
    body: { username, password },
  });
  if (body.code !== 0) throw new Error(`login failed: ${body.code} ${body.msg}`);
  if ('token' in body.data) return body.data.token;
  const { ticket, enrol } = body.data;
  const key = enrol?.secret ?? secret;
  const signedIn = await withFreshCode(
    key,
    (code) =>
      call<{ token: string }>(app, 'POST', '/user/login/second-factor', {
        host,
        body: { ticket, secondFactor: { code } },
      }).then((r) => r.body),
    appTotpClock(app, key),
  );
  return signedIn.token;
}

let counter = 0;
/** A username no other test of this run uses. */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}_${counter}`.slice(0, 20);
}
