import type { Envelope } from './api';

export interface HttpCall {
  host?: string;
  token?: string;
  body?: unknown;
  /** Sent as Idempotency-Key. */
  key?: string;
}

/** One /api call over a real socket to a server process (`base` is http://…/api). */
export async function httpApi<T = any>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: HttpCall = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { host: options.host ?? 'ngn.localhost' };
  if (options.token) headers.token = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

/** The data of a call that must succeed. */
export async function httpOk<T = any>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: HttpCall = {},
): Promise<T> {
  const body = await httpApi<T>(base, method, path, options);
  if (body.code !== 0) throw new Error(`${method} ${path} failed: ${body.code} ${body.msg}`);
  return body.data;
}
