// Live chart bench: the production ngn build served by the real server, a phone in Chromium at
// 4× CPU throttling, /stock/1001 with all six indicators on while ~200 ticks/s arrive. The
// server ticks each symbol about once a second, so the socket is proxied through Playwright
// (routeWebSocket) and extra ticks are played into it; the app carries no test hook.
// Prints script time per frame (p50/p95), dropped frames, longest task and navigation → chart.
// Needs: pnpm --filter server build && TENANT=ngn pnpm --filter web build. Stops by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const webRoot = new URL('..', import.meta.url).pathname;
const serverMain = join(webRoot, '..', 'server', 'dist', 'main.js');
const TICKS_PER_SECOND = 200;
const MEASURE_MS = 10_000;
const FRAME_MS = 1000 / 60;
const INDICATORS = ['BOLL', 'MACD', 'KDJ', 'RSI', 'WR'];

// However it ends, never longer than this.
const deadline = setTimeout(() => {
  console.error('bench:chart gave up after 180 s');
  process.exit(1);
}, 180_000);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitForServer(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Script intervals of the busiest renderer main thread, merged so nesting is counted once. */
function scriptIntervals(trace) {
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const script = new Set(['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'V8.Execute']);
  const byThread = new Map();
  for (const e of events) {
    if (!script.has(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push([e.ts, e.ts + e.dur]);
  }
  const [mainKey, intervals] = [...byThread].sort((a, b) => b[1].length - a[1].length)[0];
  intervals.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [s, t] of intervals) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], t);
    else merged.push([s, t]);
  }
  const longestTask = Math.max(
    ...events
      .filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === mainKey)
      .map((e) => e.dur),
  );
  return { merged, longestTask: longestTask / 1000 };
}

/** Script milliseconds in each 1/60 s window (µs timestamps in, ms out). */
function perFrame(merged, from, to) {
  const frameUs = FRAME_MS * 1000;
  const buckets = new Array(Math.ceil((to - from) / frameUs)).fill(0);
  for (let [s, t] of merged) {
    s = Math.max(s, from);
    t = Math.min(t, to);
    while (s < t) {
      const index = Math.floor((s - from) / frameUs);
      const end = Math.min(t, from + (index + 1) * frameUs);
      buckets[index] += (end - s) / 1000;
      s = end;
    }
  }
  return buckets;
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'chart-bench-'));
const server = spawn('node', [serverMain], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
let browser;
try {
  await waitForServer(`http://127.0.0.1:${port}/api/tenant/config`);
  browser = await chromium.launch({
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
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // Proxy the feed; play extra ticks of the subscribed symbol into the page's socket.
  let flood;
  let sent = 0;
  // Extra ticks only while measuring: set-up clicks need a page that answers.
  let flooding = false;
  await page.routeWebSocket('**/api/ws', (ws) => {
    const upstream = ws.connectToServer();
    let price = 480;
    let subscribed = null;
    ws.onMessage((message) => {
      const frame = JSON.parse(String(message));
      if (frame.action === 'SUBSCRIBE') subscribed = frame.symbols[0];
      // A handler stops automatic forwarding: pass the page's frames on to the server.
      upstream.send(message);
    });
    flood = setInterval(() => {
      if (!subscribed || !flooding) return;
      for (let i = 0; i < TICKS_PER_SECOND / 100; i++) {
        price = Math.max(1, price * (1 + (Math.random() - 0.5) * 0.002));
        ws.send(
          JSON.stringify({
            event: 'tick',
            ...subscribed,
            timestamp: Date.now() / 1000,
            price: Math.round(price * 100) / 100,
            volume: 10,
            priceChange: 0,
            percentChange: 0,
          }),
        );
        sent++;
      }
    }, 10);
  });

  const origin = `http://ngn.localhost:${port}`;
  const started = Date.now();
  await page.goto(`${origin}/stock/1001`);
  await page.getByTestId('stock-price').waitFor();
  const priceShown = Date.now() - started;
  await page.locator('.highcharts-area-series path').first().waitFor({ timeout: 60_000 });
  const chartDrawn = Date.now() - started;

  await page.getByRole('tab', { name: 'D' }).click();
  await page.locator('.highcharts-candlestick-series path.highcharts-point').first().waitFor();
  // dispatchEvent: the panes grow as each indicator turns on, so the bar keeps moving.
  for (const name of INDICATORS)
    await page.getByRole('button', { name, exact: true }).dispatchEvent('click');
  await page.waitForTimeout(1500);

  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    const loop = (t) => {
      w.__frames.push(t);
      if (!w.__stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  flooding = true;
  const sentBefore = sent;
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.waitForTimeout(MEASURE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const frames = await page.evaluate(() => {
    window.__stop = true;
    return window.__frames;
  });
  clearInterval(flood);
  const tickRate = ((sent - sentBefore) / MEASURE_MS) * 1000;

  const { merged, longestTask } = scriptIntervals(trace);
  const from = merged[0]?.[0] ?? 0;
  const to = merged.at(-1)?.[1] ?? 0;
  const buckets = perFrame(merged, from, to).sort((a, b) => a - b);
  let dropped = 0;
  for (let i = 1; i < frames.length; i++) {
    dropped += Math.max(0, Math.round((frames[i] - frames[i - 1]) / FRAME_MS) - 1);
  }
  console.log(
    'stock-detail chart bench (ngn /stock/1001, D candles, MA BOLL MACD KDJ RSI WR, 4× CPU)',
  );
  console.log(`  ticks delivered         ${tickRate.toFixed(0)}/s over ${MEASURE_MS / 1000} s`);
  console.log(
    `  script per frame        p50 ${percentile(buckets, 0.5).toFixed(2)} ms, p95 ${percentile(buckets, 0.95).toFixed(2)} ms (target ≤ 16 ms)`,
  );
  console.log(`  frames                  ${frames.length} painted, ${dropped} dropped`);
  console.log(`  longest task            ${longestTask.toFixed(1)} ms`);
  console.log(`  navigation → price      ${priceShown} ms`);
  console.log(`  navigation → chart      ${chartDrawn} ms`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(deadline);
}
