import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local API received it. */
export interface ApiRequest {
  method: string;
  /** Path after `/api`, without the query string, e.g. `/stock/rank`. */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** `data` of the envelope, or a business error; `delayMs` holds the answer back. */
export type ApiReply = { data: unknown; delayMs?: number } | { code: number; msg: string };

export type ApiRoutes = Record<string, (request: ApiRequest) => ApiReply>;

export interface LocalApi {
  baseUrl: string;
  requests: ApiRequest[];
  /** Replaces or adds the answers of some paths for the next requests. */
  route(routes: ApiRoutes): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 answering `METHOD /path` keys with envelopes, so screen
 * tests drive the real store, fetch and contract path instead of mocking hooks.
 */
export async function startLocalApi(initial: ApiRoutes): Promise<LocalApi> {
  const routes: ApiRoutes = { ...initial };
  const requests: ApiRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ApiRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      const reply: ApiReply = handler
        ? handler(request)
        : { code: 10004, msg: `No route ${request.method} ${request.path}` };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify('data' in reply ? { code: 0, msg: 'ok', data: reply.data } : reply));
      };
      if ('data' in reply && reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route(more) {
      Object.assign(routes, more);
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A page as the server cuts it from a full list. */
export function pageOf<T>(all: readonly T[], request: ApiRequest, defaultSize = 10) {
  const pageNum = Number(request.body.pageNum ?? request.query.get('pageNum') ?? 1);
  const pageSize = Number(request.body.pageSize ?? request.query.get('pageSize') ?? defaultSize);
  const records = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return { data: { records, pageNum, pageSize, total: all.length } };
}
