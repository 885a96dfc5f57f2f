// `pnpm --filter web bench:chart`: the live chart. The production ngn build served by the real
// server, a phone in Chromium at 4× CPU throttling, /stock/1001 on day candles with all six
// indicators on, while 200 ticks/s of that symbol arrive over the page's own /api/ws socket
// (bench/tick-proxy.mjs adds them to the server's feed). Prints script time per frame, dropped
// frames, the longest task and how long the page takes to draw its chart.
// Needs: pnpm --filter server build && TENANT=ngn pnpm --filter web build. Stops by itself.
// PROFILE=file.cpuprofile also saves a CPU profile of the measured window (open it in DevTools).
import { writeFileSync } from 'node:fs';
import {
  deadline,
  droppedFrames,
  launchPhone,
  percentile,
  recordFrames,
  startRealServer,
} from './bench-support.mjs';
import { startTickProxy } from './tick-proxy.mjs';

const TICKS_PER_SECOND = Number(process.env.TICKS_PER_SECOND ?? 200);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const CPU_THROTTLE = 4;
const STOCK_ID = 1001;
const INDICATORS = ['BOLL', 'MACD', 'KDJ', 'RSI', 'WR'];
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'V8.Execute']);
/** The main thread's rendering work after script, by stage (a forced layout inside script counts in both). */
const RENDER_STAGES = {
  style: new Set(['UpdateLayoutTree']),
  layout: new Set(['Layout']),
  paint: new Set(['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit']),
};

/**
 * The page's main thread: of the threads named CrRendererMain, the one with the most script
 * events (a worker, such as the feed socket's, can run more script than the page itself).
 */
function mainThreadEvents(trace) {
  const mains = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of trace.traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(key)) continue;
    if (!byThread.has(key)) byThread.set(key, { script: 0, events: [] });
    const thread = byThread.get(key);
    thread.events.push(e);
    if (SCRIPT_EVENTS.has(e.name)) thread.script++;
  }
  return [...byThread.values()].sort((a, b) => b.script - a.script)[0].events;
}

/** Script intervals [start, end] in µs, merged so nested events count once. */
function scriptIntervals(events) {
  const intervals = events
    .filter((e) => SCRIPT_EVENTS.has(e.name))
    .map((e) => [e.ts, e.ts + e.dur])
    .sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Start times (µs) of the tasks that ran a frame's requestAnimationFrame callbacks (every frame
 * has one: the bench's own loop in recordFrames), one per frame however many callbacks it ran.
 */
function animationFrameTasks(events) {
  const tasks = events.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const starts = new Set();
  for (const callback of events.filter((e) => e.name === 'FireAnimationFrame')) {
    let low = 0;
    let high = tasks.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (tasks[mid].ts <= callback.ts) low = mid;
      else high = mid - 1;
    }
    const task = tasks[low];
    if (task && task.ts <= callback.ts && callback.ts < task.ts + task.dur) starts.add(task.ts);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * Script milliseconds between consecutive frame starts (µs), one figure per painted frame:
 * a long task makes a long frame and counts whole in it, as a user sees it.
 */
function scriptPerFrame(merged, frameStarts) {
  const frames = [];
  let first = 0;
  for (let f = 1; f < frameStarts.length; f++) {
    const from = frameStarts[f - 1];
    const to = frameStarts[f];
    while (first < merged.length && merged[first][1] <= from) first++;
    let ms = 0;
    for (let i = first; i < merged.length && merged[i][0] < to; i++)
      ms += (Math.min(merged[i][1], to) - Math.max(merged[i][0], from)) / 1000;
    frames.push(ms);
  }
  return frames;
}

const stopDeadline = deadline('bench:chart', 240_000);
const server = await startRealServer();
const proxy = await startTickProxy({
  upstreamPort: server.port,
  ticksPerSecond: TICKS_PER_SECOND,
});
const { browser, context } = await launchPhone();
try {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

  const started = Date.now();
  await page.goto(`http://ngn.localhost:${proxy.port}/stock/${STOCK_ID}`);
  await page.getByTestId('stock-price').waitFor();
  const priceShown = Date.now() - started;
  // The chart opens on 1-minute prices, drawn as a line with its area.
  await page.locator('.highcharts-area-series path').first().waitFor({ timeout: 60_000 });
  const chartDrawn = Date.now() - started;

  const dayTab = Date.now();
  await page.getByRole('tab', { name: 'D' }).click();
  await page.locator('.highcharts-candlestick-series path.highcharts-point').first().waitFor();
  const candlesDrawn = Date.now() - dayTab;
  // dispatchEvent: the panes grow as each indicator turns on, so the bar keeps moving.
  for (const name of INDICATORS)
    await page.getByRole('button', { name, exact: true }).dispatchEvent('click');
  await page.locator('.highcharts-yaxis-labels').nth(INDICATORS.length).waitFor();
  await page.waitForTimeout(1500);

  proxy.flood(true);
  // Let the flood reach a steady state before measuring.
  await page.waitForTimeout(1000);
  const sentBefore = proxy.sent();
  const floodFrom = performance.now();
  const stopFrames = await recordFrames(page);
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.waitForTimeout(MEASURE_MS);
  const tickRate = ((proxy.sent() - sentBefore) / (performance.now() - floodFrom)) * 1000;
  const trace = JSON.parse((await browser.stopTracing()).toString());
  if (process.env.PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.env.PROFILE, JSON.stringify(profile));
  }
  const frames = await stopFrames();
  proxy.flood(false);
  const lastPrice = await page.getByTestId('stock-price').textContent();

  const events = mainThreadEvents(trace);
  const merged = scriptIntervals(events);
  const frameStarts = animationFrameTasks(events);
  const windows = scriptPerFrame(merged, frameStarts);
  const sorted = [...windows].sort((a, b) => a - b);
  const mean = windows.reduce((sum, ms) => sum + ms, 0) / windows.length;
  const longestTask = Math.max(
    ...events.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000),
  );
  const seconds = (frames.at(-1) - frames[0]) / 1000;
  const perFrame = (names) =>
    events.filter((e) => names.has(e.name)).reduce((sum, e) => sum + e.dur / 1000, 0) /
    windows.length;
  const rendering = Object.entries(RENDER_STAGES)
    .map(([stage, names]) => `${stage} ${perFrame(names).toFixed(2)} ms`)
    .join(', ');

  console.log(
    `stock-detail chart bench (ngn /stock/${STOCK_ID}, D candles, MA BOLL MACD KDJ RSI WR, ${CPU_THROTTLE}× CPU)`,
  );
  console.log(
    `  ticks delivered         ${tickRate.toFixed(0)}/s over ${MEASURE_MS / 1000} s (last price shown ${lastPrice})`,
  );
  console.log(
    `  script per frame        mean ${mean.toFixed(2)} ms, p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms; ${windows.filter((ms) => ms > 16).length} of ${windows.length} frames over 16 ms (target ≤ 16 ms)`,
  );
  console.log(`  rendering per frame     ${rendering} (mean)`);
  console.log(
    `  frames                  ${frames.length} painted (${(frames.length / seconds).toFixed(1)} fps), ${droppedFrames(frames)} dropped`,
  );
  console.log(`  longest task            ${longestTask.toFixed(1)} ms`);
  console.log(`  navigation → price      ${priceShown} ms`);
  console.log(`  navigation → chart      ${chartDrawn} ms (1-minute line)`);
  console.log(`  D tab → candles         ${candlesDrawn} ms`);
} finally {
  await browser.close();
  proxy.close();
  server.stop();
  stopDeadline();
}
