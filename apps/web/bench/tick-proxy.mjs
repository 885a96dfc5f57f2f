// A reverse proxy in front of the real server that adds ticks to its /api/ws feed. The server
// ticks each symbol about once a second; a bench needs hundreds a second, and generating them
// inside the page would spend the very main thread being measured. Here they come over a real
// socket, so the page does exactly what it does for server ticks: receive, parse, coalesce, draw.
import { request as httpRequest, createServer } from 'node:http';
import { WS_PATH } from '@trading/contract';
import { WebSocket, WebSocketServer } from 'ws';
import { freePort } from './bench-support.mjs';

/**
 * Serves everything from `upstreamPort` on a port of its own. While `flooding`, each page
 * socket also gets `ticksPerSecond` extra ticks, round-robin over the symbols it subscribed
 * that the server has priced (a random walk from the server's last tick of each).
 */
export async function startTickProxy({ upstreamPort, ticksPerSecond }) {
  const port = await freePort();
  const sockets = new Set();
  const state = { flooding: false, sent: 0 };

  const http = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  http.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith(WS_PATH)) return socket.destroy();
    wss.handleUpgrade(req, socket, head, (page) => {
      const upstream = new WebSocket(`ws://127.0.0.1:${upstreamPort}${req.url}`, {
        headers: { host: req.headers.host, origin: req.headers.origin ?? '' },
        perMessageDeflate: false,
      });
      /** Subscribed symbols by key, with the server's last price once it has sent one. */
      const symbols = new Map();
      const waiting = [];
      const entry = { page, symbols, turn: 0 };
      sockets.add(entry);
      upstream.on('open', () => waiting.splice(0).forEach((m) => upstream.send(m)));
      upstream.on('message', (data) => {
        const text = String(data);
        const frame = JSON.parse(text);
        const known = frame.event === 'tick' && symbols.get(`${frame.exchange}:${frame.symbol}`);
        if (known) {
          known.price = frame.price;
          known.previousClose = frame.price - frame.priceChange;
        }
        page.send(text);
      });
      page.on('message', (data) => {
        const text = String(data);
        const frame = JSON.parse(text);
        for (const s of frame.symbols ?? []) {
          const key = `${s.exchange}:${s.symbol}`;
          if (frame.action === 'SUBSCRIBE') symbols.set(key, { ...s, price: undefined });
          if (frame.action === 'UNSUBSCRIBE') symbols.delete(key);
        }
        if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
        else waiting.push(text);
      });
      const close = () => {
        sockets.delete(entry);
        page.close();
        upstream.close();
      };
      page.on('close', close);
      upstream.on('close', close);
      upstream.on('error', close);
    });
  });

  // Catches up on elapsed time rather than counting timer fires, so a late timer never lowers the rate.
  let startedAt = 0;
  let due = 0;
  const timer = setInterval(() => {
    if (!state.flooding) return;
    const owed = Math.floor(((performance.now() - startedAt) * ticksPerSecond) / 1000) - due;
    due += owed;
    for (const entry of sockets) {
      const priced = [...entry.symbols.values()].filter((s) => s.price !== undefined);
      if (priced.length === 0 || entry.page.readyState !== WebSocket.OPEN) continue;
      for (let i = 0; i < owed; i++) {
        const s = priced[entry.turn++ % priced.length];
        s.price = Math.max(0.01, s.price * (1 + (Math.random() - 0.5) * 0.002));
        const price = Math.round(s.price * 100) / 100;
        const change = price - s.previousClose;
        entry.page.send(
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

  await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {
    port,
    /** Ticks sent so far by the proxy (not counting the server's own). */
    sent: () => state.sent,
    flood(on) {
      state.flooding = on;
      startedAt = performance.now();
      due = 0;
    },
    close() {
      clearInterval(timer);
      for (const { page } of sockets) page.terminate();
      wss.close();
      http.close();
      http.closeAllConnections();
    },
  };
}
