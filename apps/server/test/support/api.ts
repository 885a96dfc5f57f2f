import type { FastifyInstance } from 'fastify';

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

/** Logs in and returns the token (fails the test on a non-zero code). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  host = 'ngn.localhost',
): Promise<string> {
  const { body } = await call<{ token: string }>(app, 'POST', '/user/login', {
    host,
    body: { username, password },
  });
  if (body.code !== 0) throw new Error(`login failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

let counter = 0;
/** A username no other test of this run uses. */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}_${counter}`.slice(0, 20);
}
