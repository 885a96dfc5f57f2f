import { request } from 'node:http';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-accounts';
import { withFreshCode, type Envelope, type TotpClock } from './api';

export interface HttpCall {
  host?: string;
  token?: string;
  body?: unknown;
  /** Sent as Idempotency-Key. */
  key?: string;
}

/**
 * One /api call over a real socket to a server process (`base` is http://…/api). Uses
 * node:http because fetch never sends a caller's Host header, and the tenant is the host.
 */
export function httpApi<T = any>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: HttpCall = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { host: options.host ?? 'ngn.localhost' };
  if (options.token) headers.token = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(text) as Envelope<T>);
        } catch (error) {
          reject(error);
        }
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The data of a call that must succeed. */
export async function httpOk<T = any>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: HttpCall = {},
): Promise<T> {
  const body = await httpApi<T>(base, method, path, options);
  if (body.code !== 0) throw new Error(`${method} ${path} failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** The TOTP clock of the server process whose API is `base`, for `secret`. */
function httpTotpClock(base: string, secret: string): TotpClock {
  return async (steps) => {
    const response = await fetch(new URL('/__test/totp-clock', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret, steps }),
    });
    return response.ok ? ((await response.json()) as { steps: number }).steps : null;
  };
}

/**
 * Signs in over a socket, finishing with a code of `secret` when the account has a second
 * factor, and then opening the step-up window (withdrawals need it) — what the browser does.
 */
export async function httpSignIn(
  base: string,
  host: string,
  credentials: { username: string; password: string },
  secret = DEMO_TOTP_SECRET,
): Promise<string> {
  const first = await httpOk<{ token: string } | { ticket: string }>(base, 'POST', '/user/login', {
    host,
    body: credentials,
  });
  if ('token' in first) return first.token;
  const clock = httpTotpClock(base, secret);
  const { token } = await withFreshCode(
    secret,
    (code) =>
      httpApi<{ token: string }>(base, 'POST', '/user/login/second-factor', {
        host,
        body: { ticket: first.ticket, secondFactor: { code } },
      }),
    clock,
  );
  await withFreshCode(
    secret,
    (code) =>
      httpApi(base, 'POST', '/user/step-up', { host, token, body: { secondFactor: { code } } }),
    clock,
  );
  return token;
}
