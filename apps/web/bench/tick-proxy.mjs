// A reverse proxy in front of the real server that adds ticks to its /api/ws feed. The server
// ticks each symbol about once a second; a bench needs hundreds a second, and generating them
// inside the page would spend the very main thread being measured. Here they come over a real
// socket, so the page does exactly what it does for server ticks: receive, parse, coalesce, draw.
import { startFeedProxy } from '@trading/e2e/feed-proxy';

/**
 * Serves everything from `upstreamPort` on a port of its own. While `flooding`, each feed
 * socket also gets `ticksPerSecond` extra ticks, round-robin over the symbols it subscribed
 * that the server has priced (a random walk from the server's last tick of each).
 */
export async function startTickProxy({ upstreamPort, ticksPerSecond }) {
  const state = { flooding: false, sent: 0 };
  const feeds = new Set();
  const proxy = await startFeedProxy({
    upstreamPort,
    onConnection(connection) {
      /** Subscribed symbols by key, with the server's last price once it has sent one. */
      const symbols = new Map();
      const feed = { connection, symbols, turn: 0 };
      feeds.add(feed);
      connection.onClientMessage = (text) => {
        const frame = JSON.parse(text);
        for (const s of frame.symbols ?? []) {
          const key = `${s.exchange}:${s.symbol}`;
          if (frame.action === 'SUBSCRIBE') symbols.set(key, { ...s, price: undefined });
          if (frame.action === 'UNSUBSCRIBE') symbols.delete(key);
        }
      };
      connection.onServerMessage = (text) => {
        const frame = JSON.parse(text);
        const known = frame.event === 'tick' && symbols.get(`${frame.exchange}:${frame.symbol}`);
        if (known) {
          known.price = frame.price;
          known.previousClose = frame.price - frame.priceChange;
        }
      };
    },
  });

  // Catches up on elapsed time rather than counting timer fires, so a late timer never lowers the rate.
  let startedAt = 0;
  let due = 0;
  const timer = setInterval(() => {
    if (!state.flooding) return;
    const owed = Math.floor(((performance.now() - startedAt) * ticksPerSecond) / 1000) - due;
    due += owed;
    for (const feed of feeds) {
      if (!feed.connection.open) {
        feeds.delete(feed);
        continue;
      }
      const priced = [...feed.symbols.values()].filter((s) => s.price !== undefined);
      if (priced.length === 0) continue;
      for (let i = 0; i < owed; i++) {
        const s = priced[feed.turn++ % priced.length];
        s.price = Math.max(0.01, s.price * (1 + (Math.random() - 0.5) * 0.002));
        const price = Math.round(s.price * 100) / 100;
        const change = price - s.previousClose;
        feed.connection.toClient(
          JSON.stringify({
            event: 'tick',
            symbol: s.symbol,
            exchange: s.exchange,
            timestamp: Date.now() / 1000,
            price,
            volume: 10,
            priceChange: Math.round(change * 100) / 100,
            percentChange: Math.round((change / s.previousClose) * 10_000) / 100,
          }),
        );
        state.sent++;
      }
    }
  }, 5);

  return {
    port: proxy.port,
    /** Ticks sent so far by the proxy (not counting the server's own). */
    sent: () => state.sent,
    flood(on) {
      state.flooding = on;
      startedAt = performance.now();
      due = 0;
    },
    close() {
      clearInterval(timer);
      proxy.close();
    },
  };
}
