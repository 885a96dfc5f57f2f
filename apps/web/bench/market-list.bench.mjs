// `pnpm --filter web bench:list`: the Market list under a firehose of live ticks, in Chromium at
// a phone viewport with 4× CPU throttling. Prints fps, p95 frame time and dropped frames.
// Needs the server build and the ngn web build. Runs a fixed window, then stops by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { chromium } from 'playwright-core';

const TICKS_PER_SECOND = Number(process.env.TICKS_PER_SECOND ?? 1000);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const CPU_THROTTLE = 4;
const TENANT = process.env.TENANT ?? 'ngn';

const webRoot = new URL('..', import.meta.url).pathname;
const repoRoot = join(webRoot, '..', '..');
const serverMain = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, deadline = Date.now() + 90_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * Runs in the page before the app: the feed's WebSocket is wrapped so that, next to the real
 * server frames, it plays `rate` synthetic tick frames a second for the symbols the screen
 * subscribed to. The ticks go through the app's real path: JSON, contract parsing, the
 * per-frame batcher and the rows. Bench-only: nothing of this ships in the app.
 */
function tickFirehose(rate) {
  const Native = window.WebSocket;
  const subscribed = new Map();
  window.__bench = { delivered: 0 };
  class BenchSocket extends Native {
    send(data) {
      const message = JSON.parse(data);
      for (const s of message.symbols ?? []) {
        const key = `${s.exchange}:${s.symbol}`;
        if (message.action === 'SUBSCRIBE') subscribed.set(key, { ...s, price: 100 });
        else if (message.action === 'UNSUBSCRIBE') subscribed.delete(key);
      }
      super.send(data);
    }
  }
  const socketRef = { current: null };
  window.WebSocket = new Proxy(BenchSocket, {
    construct(target, args) {
      const socket = new target(...args);
      socketRef.current = socket;
      return socket;
    },
  });
  // 10 ms slots: rate/100 frames per slot, spread round-robin over the subscribed symbols.
  let turn = 0;
  let carry = 0;
  setInterval(() => {
    const socket = socketRef.current;
    const symbols = [...subscribed.values()];
    if (!socket || socket.readyState !== 1 || symbols.length === 0 || !socket.onmessage) return;
    carry += rate / 100;
    for (; carry >= 1; carry -= 1) {
      const s = symbols[turn++ % symbols.length];
      s.price = Math.max(1, s.price + (Math.random() - 0.5));
      const data = JSON.stringify({
        event: 'tick',
        symbol: s.symbol,
        exchange: s.exchange,
        timestamp: Date.now() / 1000,
        price: Number(s.price.toFixed(2)),
        volume: 10,
        priceChange: Number((s.price - 100).toFixed(2)),
        percentChange: Number((s.price - 100).toFixed(2)),
      });
      socket.onmessage({ data });
      window.__bench.delivered += 1;
    }
  }, 10);
}

function measureFrames(durationMs) {
  return new Promise((resolve) => {
    const deltas = [];
    const start = performance.now();
    const delivered = window.__bench.delivered;
    let last = start;
    const frame = (now) => {
      deltas.push(now - last);
      last = now;
      if (now - start < durationMs) requestAnimationFrame(frame);
      else resolve({ deltas, elapsed: now - start, ticks: window.__bench.delivered - delivered });
    };
    requestAnimationFrame(frame);
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
const server = spawn('node', [serverMain], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SCRYPT_COST: '10',
    DATABASE_URL: '',
  },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});
try {
  await waitForServer(`http://127.0.0.1:${port}/api/tenant/config`);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(tickFirehose, TICKS_PER_SECOND);
  const page = await context.newPage();
  await page.goto(`http://${TENANT}.localhost:${port}/market?tab=1`);
  await page.getByTestId('stock-row').first().waitFor();
  const rows = await page.getByTestId('stock-row').count();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.waitForTimeout(1000);
  const { deltas, elapsed, ticks } = await page.evaluate(measureFrames, MEASURE_MS);
  const sorted = [...deltas].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
  const budget = 1000 / 60;
  const dropped = deltas.reduce((sum, d) => sum + Math.max(0, Math.round(d / budget) - 1), 0);
  console.log(
    JSON.stringify({
      tenant: TENANT,
      rows,
      cpuThrottle: CPU_THROTTLE,
      ticksPerSecond: Math.round((ticks / elapsed) * 1000),
      seconds: Number((elapsed / 1000).toFixed(1)),
      fps: Number(((deltas.length / elapsed) * 1000).toFixed(1)),
      p95FrameMs: Number(p95.toFixed(1)),
      droppedFrames: dropped,
    }),
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
