import { endpoints, type EndpointName, type ResponseInputOf } from '@trading/contract';
import { expect, vi } from 'vitest';

/** A call as the fake server saw it. */
export interface SeenCall {
  name: EndpointName;
  method: string;
  /** Path after `/api`, without the query string, e.g. `/stock/rank`. */
  path: string;
  /** `{param}` values of the endpoint's path, e.g. `{ id: '7' }` for `/stock/favorite/7`. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** What the screen sent: the JSON body's fields, or the query's for a call without one. */
  input: Record<string, unknown>;
  headers: Headers;
}

/** What a handler answers: the endpoint's data (code 0), a server failure, or never. */
export type FakeAnswer<N extends EndpointName = EndpointName> =
  { data: ResponseInputOf<N> } | { fail: { code: number; msg: string } } | 'hang';
export type FakeHandler<N extends EndpointName = EndpointName> = (
  call: SeenCall,
) => FakeAnswer<N> | Promise<FakeAnswer<N>>;

/** The fake server's answers, keyed by the contract's endpoint name. */
export type FakeApi = { [N in EndpointName]?: FakeHandler<N> };

export const ok = <T>(data: T): { data: T } => ({ data });
export const fail = (code: number, msg: string): FakeAnswer<never> => ({ fail: { code, msg } });
/** One page of a paged list holding all of `records`. */
export const page = <const T>(records: T[]) =>
  ok({ records, pageNum: 1, pageSize: 10, total: records.length });

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const matchers = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, path } = endpoints[name];
  const names = [...path.matchAll(PARAM)].map((m) => m[1]!);
  const pattern = new RegExp(`^${path.replace(PARAM, '([^/]+)')}$`);
  return { name, method, pattern, names };
});

/** The endpoint a request is for, with its path params. */
export function endpointOf(method: string, path: string) {
  for (const m of matchers) {
    if (m.method !== method) continue;
    const found = m.pattern.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      m.names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)]),
    );
    return { name: m.name, params };
  }
  return undefined;
}

// Fixtures that the contract rejects, gathered per test: a test passes only with none.
let outsideContract: string[] = [];

/** Fails the test that just ran if a fixture answered outside the contract (fresh-tab.ts). */
export function expectFixturesInContract(): void {
  const found = outsideContract;
  outsideContract = [];
  expect(found, 'fixtures answered data outside the contract').toEqual([]);
}

/** Checks a fixture with the endpoint's response schema; a mismatch fails the test. */
export function checkFixture(name: EndpointName, data: unknown): void {
  const checked = endpoints[name].response.safeParse(data);
  if (checked.success) return;
  const issues = checked.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`);
  outsideContract.push(`${name}: ${issues.join('; ')}`);
}

/**
 * The fake server: handlers by endpoint name, and every call it saw. Created per test by
 * `installFakeApi`, or once per file (state kept across its tests) and given to `renderScreen`.
 */
export function createFakeServer(handlers: FakeApi) {
  const calls: SeenCall[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = undefined;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    else if (init?.body instanceof FormData) body = Object.fromEntries(init.body.entries());
    const endpoint = endpointOf(method, path);
    const headers = new Headers(init?.headers);
    const answer: FakeAnswer = await (async () => {
      if (!endpoint) return fail(50000, `No endpoint ${method} ${path}`);
      const input =
        body !== null && typeof body === 'object'
          ? (body as Record<string, unknown>)
          : Object.fromEntries(url.searchParams);
      const call: SeenCall = {
        ...endpoint,
        method,
        path,
        query: url.searchParams,
        body,
        input,
        headers,
      };
      calls.push(call);
      const handler = handlers[endpoint.name] as FakeHandler | undefined;
      if (!handler) return fail(50000, `No fake for ${endpoint.name} (${method} ${path})`);
      const answered = await handler(call);
      if (answered !== 'hang' && 'data' in answered) checkFixture(endpoint.name, answered.data);
      return answered;
    })();
    if (answer === 'hang') return new Promise<Response>(() => {});
    const envelope =
      'data' in answer
        ? { code: 0, msg: 'success', data: answer.data }
        : { code: answer.fail.code, msg: answer.fail.msg, data: null };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    /** Every call, in order (the same list as `calls`). */
    requests: calls,
    /** Calls made to one endpoint, e.g. `sent('register')`. */
    sent: (name: EndpointName) => calls.filter((call) => call.name === name),
    /** What the screen sent to one endpoint, call by call (body, or query fields). */
    inputs: (name: EndpointName) =>
      calls.filter((call) => call.name === name).map((call) => call.input),
    /** Replaces or adds handlers for the next calls. */
    route: (more: FakeApi) => Object.assign(handlers, more),
    /** Answers `fetch` for this test (fresh-tab.ts takes it away after the test). */
    install() {
      vi.stubGlobal('fetch', vi.fn(fetch));
      return this;
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;

/** A page as the server cuts it from a full list (pageNum and pageSize from the call). */
export function pageOf<T>(all: readonly T[], call: SeenCall, defaultSize = 10) {
  const pageNum = Number(call.input.pageNum ?? 1);
  const pageSize = Number(call.input.pageSize ?? defaultSize);
  const records = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return ok({ records, pageNum, pageSize, total: all.length });
}

/**
 * Stands in for the server at the fetch boundary, so the real store, base query and envelope
 * handling run. Handlers are keyed by endpoint name and every `data` they answer is checked
 * against the contract. A call with no handler fails like a server error.
 */
export function installFakeApi(handlers: FakeApi): FakeServer {
  return createFakeServer(handlers).install();
}
