import type { TickEvent, WsSymbol } from '@trading/contract';
import { FeedClient, type WebSocketLike } from '@trading/market-feed';
import { vi } from 'vitest';

export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An envelope's data, a server failure, or a call that never answers. */
export type Answer = { data: unknown } | { fail: { code: number; msg: string } } | 'hang';
export type Handler = (call: SeenCall) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ data });
export const fail = (code: number, msg: string): Answer => ({ fail: { code, msg } });

/** The server at the fetch boundary ("GET /stock/detail" → handler), so the real store runs. */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer = handler ? await handler(call) : fail(50000, `No fake for ${method} ${path}`);
    if (answer === 'hang') return new Promise<Response>(() => {});
    const envelope =
      'data' in answer
        ? { code: 0, msg: 'success', data: answer.data }
        : { code: answer.fail.code, msg: answer.fail.msg, data: null };
    return new Response(JSON.stringify(envelope), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { sent: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A live feed whose socket is the test's: `tick()` plays a server frame, `drop()` closes it. */
export function createFakeFeed() {
  const sockets: FakeSocket[] = [];
  class FakeSocket implements WebSocketLike {
    readyState = 0;
    onopen: WebSocketLike['onopen'] = null;
    onmessage: WebSocketLike['onmessage'] = null;
    onclose: WebSocketLike['onclose'] = null;
    onerror: WebSocketLike['onerror'] = null;
    constructor() {
      sockets.push(this);
      queueMicrotask(() => {
        this.readyState = 1;
        this.onopen?.({});
      });
    }
    send() {}
    close() {
      this.readyState = 3;
    }
  }
  const client = new FeedClient({
    url: 'ws://fake',
    WebSocket: FakeSocket,
    visibility: null,
    backoff: { initialMs: 60_000, maxMs: 60_000 },
  });
  return {
    client,
    tick(symbol: WsSymbol, fields: Pick<TickEvent, 'price' | 'priceChange' | 'percentChange'>) {
      sockets.at(-1)?.onmessage?.({
        data: JSON.stringify({
          event: 'tick',
          ...symbol,
          timestamp: Date.now() / 1000,
          volume: 1,
          ...fields,
        }),
      });
    },
    drop() {
      const socket = sockets.at(-1);
      if (socket) {
        socket.readyState = 3;
        socket.onclose?.({ code: 1006 });
      }
    },
  };
}
