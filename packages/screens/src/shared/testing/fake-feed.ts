import type { TickEvent, WsSymbol } from '@trading/contract';
import { FeedClient, type WebSocketLike } from '@trading/market-feed';

/** A feed whose socket lives in the test: it opens at once and `tick()` plays a server frame. */
export interface FakeFeed {
  client: FeedClient;
  /** Symbols the screen asked for and has not let go of yet. */
  subscribed(): WsSymbol[];
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
      for (const symbol of message.symbols ?? []) {
        const key = `${symbol.exchange}:${symbol.symbol}`;
        if (message.action === 'SUBSCRIBE') held.set(key, symbol);
        else held.delete(key);
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
