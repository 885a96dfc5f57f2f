// `pnpm --filter web bench:list`: the Market list under a firehose of live ticks, in Chromium at
// a phone viewport with 4× CPU throttling. The ticks (1,000/s by default) arrive over the page's
// own /api/ws socket from outside the page (bench/tick-proxy.mjs adds them to the real server's
// feed), so the page spends its main thread only on what it does for any tick: receive the
// worker's batches, coalesce, write the changed cells. Prints fps, p95 frame time, dropped
// frames, and how many cell values the rows showed (each symbol's shown price changes at most
// ten times a second: LIVE_DISPLAY_INTERVAL_MS in market-feed). Needs the server build and the
// web build of TENANT (ngn by default). Stops by itself.
import {
  deadline,
  droppedFrames,
  launchPhone,
  percentile,
  recordFrames,
  startRealServer,
} from './bench-support.mjs';
import { startTickProxy } from './tick-proxy.mjs';

const TICKS_PER_SECOND = Number(process.env.TICKS_PER_SECOND ?? 1000);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const CPU_THROTTLE = 4;
const TENANT = process.env.TENANT ?? 'ngn';

const stopDeadline = deadline('bench:list', 180_000);
const server = await startRealServer();
const proxy = await startTickProxy({
  upstreamPort: server.port,
  ticksPerSecond: TICKS_PER_SECOND,
});
const { browser, context } = await launchPhone();
try {
  const page = await context.newPage();
  await page.goto(`http://${TENANT}.localhost:${proxy.port}/market?tab=1`);
  await page.getByTestId('stock-row').first().waitFor();
  const rows = await page.getByTestId('stock-row').count();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  // The server prices each row within about a second; the proxy floods only priced symbols.
  await page.waitForTimeout(1500);
  proxy.flood(true);
  await page.waitForTimeout(1000);

  const sentBefore = proxy.sent();
  const floodFrom = performance.now();
  // Counts the prices the rows actually showed: each new text in a row is one visible update.
  await page.evaluate(() => {
    window.__benchUpdates = 0;
    window.__benchObserver = new MutationObserver((records) => {
      window.__benchUpdates += records.length;
    });
    for (const row of document.querySelectorAll('[data-testid="stock-row"]'))
      window.__benchObserver.observe(row, { subtree: true, childList: true, characterData: true });
  });
  const stopFrames = await recordFrames(page);
  await page.waitForTimeout(MEASURE_MS);
  const frames = await stopFrames();
  const shown = await page.evaluate(() => {
    window.__benchObserver.disconnect();
    return window.__benchUpdates;
  });
  const tickRate = ((proxy.sent() - sentBefore) / (performance.now() - floodFrom)) * 1000;
  proxy.flood(false);

  const deltas = frames.slice(1).map((t, i) => t - frames[i]);
  const sorted = [...deltas].sort((a, b) => a - b);
  const elapsed = frames.at(-1) - frames[0];
  console.log(
    `market list bench (${TENANT} /market?tab=1, ${rows} rows, ${CPU_THROTTLE}× CPU, ticks over the page's socket)`,
  );
  console.log(`  ticks sent              ${tickRate.toFixed(0)}/s over ${MEASURE_MS / 1000} s`);
  console.log(
    `  values shown            ${((shown / MEASURE_MS) * 1000).toFixed(0)}/s (price, change, percent cells rewritten)`,
  );
  console.log(`  fps                     ${((deltas.length / elapsed) * 1000).toFixed(1)}`);
  console.log(`  p95 frame time          ${percentile(sorted, 0.95).toFixed(1)} ms`);
  console.log(
    `  dropped frames          ${droppedFrames(frames)} of ${frames.length + droppedFrames(frames)}`,
  );
} finally {
  await browser.close();
  proxy.close();
  server.stop();
  stopDeadline();
}
