import type { DepthEvent, TickEvent, WsSymbol } from '@trading/contract';
import { FeedClient, type WebSocketLike } from '@trading/market-feed';

/** A feed whose socket lives in the test: it opens at once and `tick()` plays a server frame. */
export interface FakeFeed {
  client: FeedClient;
  /** Symbols the screen asked for and has not let go of yet. */
  subscribed(): WsSymbol[];
  /** Symbols whose order book the screen asked for and has not let go of yet. */
  depthSubscribed(): WsSymbol[];
  /** A server depth frame. */
  depth(book: Omit<DepthEvent, 'event' | 'timestamp'>): void;
  /** A server tick frame: the symbol and its fields, whole or as symbol + fields. */
  tick(
    tick: WsSymbol & Partial<Omit<TickEvent, 'event' | 'timestamp' | 'volume'>>,
    fields?: Pick<TickEvent, 'price' | 'priceChange' | 'percentChange'>,
  ): void;
  /** The server closes the socket (no reconnect within a test). */
  drop(): void;
}

export function createFakeFeed(): FakeFeed {
  const sockets: FakeSocket[] = [];
  const held = new Map<string, WsSymbol>();
  const books = new Map<string, WsSymbol>();
  const play = (frame: object) => sockets.at(-1)?.onmessage?.({ data: JSON.stringify(frame) });

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
    send(data: string) {
      const message = JSON.parse(data) as { action: string; symbols?: WsSymbol[] };
      const kept = message.action.endsWith('_DEPTH') ? books : held;
      for (const symbol of message.symbols ?? []) {
        const key = `${symbol.exchange}:${symbol.symbol}`;
        if (message.action.startsWith('SUBSCRIBE')) kept.set(key, symbol);
        else kept.delete(key);
      }
    }
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
    subscribed: () => [...held.values()],
    depthSubscribed: () => [...books.values()],
    depth: (book) => play({ event: 'depth', timestamp: Date.now() / 1000, ...book }),
    tick(tick, fields) {
      const socket = sockets.at(-1);
      socket?.onmessage?.({
        data: JSON.stringify({
          event: 'tick',
          timestamp: Date.now() / 1000,
          volume: 1,
          ...tick,
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
