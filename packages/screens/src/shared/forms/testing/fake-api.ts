import { vi } from 'vitest';

/** A call as the fake server saw it. */
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** What a handler answers: data (code 0), or a failure with the server's code and message. */
export type FakeAnswer = { data: unknown } | { fail: { code: number; msg: string } } | 'hang';
export type FakeHandler = (call: SeenCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Stands in for the server at the fetch boundary, so the real store, base query and
 * envelope handling run: `"GET /user"` → handler. Unknown calls fail like a server error.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = undefined;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    else if (init?.body instanceof FormData) body = Object.fromEntries(init.body.entries());
    const headers = new Headers(init?.headers);
    const call: SeenCall = { method, path, query: url.searchParams, body, headers };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer: FakeAnswer = handler
      ? await handler(call)
      : { fail: { code: 50000, msg: `No fake for ${method} ${path}` } };
    if (answer === 'hang') return new Promise<Response>(() => {});
    const envelope =
      'data' in answer
        ? { code: 0, msg: 'success', data: answer.data }
        : { code: answer.fail.code, msg: answer.fail.msg, data: null };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls made to one endpoint, e.g. `sent('POST /user/register')`. */
    sent: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export const ok = (data: unknown): FakeAnswer => ({ data });
export const fail = (code: number, msg: string): FakeAnswer => ({ fail: { code, msg } });
