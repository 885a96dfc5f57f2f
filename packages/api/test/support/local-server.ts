import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server received it. */
export interface Received {
  method: string;
  /** Path and query string, e.g. `/api/stock/detail?id=5`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (for answers that are not an envelope). */
  text?: string;
  /** Waits before answering (timeouts). */
  delayMs?: number;
}

export type Handler = (req: Received) => Reply | Promise<Reply>;

export interface LocalServer {
  baseUrl: string;
  received: Received[];
  /** Swaps the handler for the next requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port: the tests drive the real fetch path. */
export async function startLocalServer(initial: Handler): Promise<LocalServer> {
  let handler = initial;
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const r: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(r);
      const reply = await handler(r);
      if (reply.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs));
      if (res.destroyed) return;
      const isJson = reply.text === undefined;
      res.writeHead(reply.status ?? 200, {
        'content-type': isJson ? 'application/json' : 'text/html',
      });
      res.end(isJson ? JSON.stringify(reply.json ?? null) : reply.text);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    handle: (next) => void (handler = next),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export const ok = (data: unknown): Reply => ({ json: { code: 0, msg: 'success', data } });
export const fail = (code: number, msg: string, status = 400): Reply => ({
  status,
  json: { code, msg, data: null },
});

/** The body of a received request as JSON. */
export const jsonBody = (r: Received | undefined): unknown =>
  r && r.body.length ? JSON.parse(r.body.toString('utf8')) : undefined;
