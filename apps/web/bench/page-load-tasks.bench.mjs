// `pnpm --filter web bench:tasks`: the main thread's long tasks while a public page loads, from
// a Chromium trace, as a phone 4× slower than this machine would run them. Lighthouse's TBT on a
// shared, loaded machine swings by seconds between runs (its tasks' wall time includes the
// time other processes held the CPU); here a task counts its thread's CPU time (the trace's
// `tdur`) × 4, which other processes do not inflate. Per tenant and route: the longest task,
// the tasks over 50 ms, and their blocking sum (Σ task − 50 ms) from first paint until the
// page has been quiet for 3 s (Lighthouse's TBT window ends at "interactive", the same idea). RUNS=3 repeats each page and prints the median run.
// TENANTS=ngn,brl and ROUTES=/,/stock/{id} narrow the run; VERBOSE=1 lists every long task with
// the script it started in. Needs the server build and the web builds.
import process from 'node:process';
import { tenantIdsIn } from '@trading/contract/tenant-folders';
import { deadline, launchChromium, phoneContext, startRealServer } from './bench-support.mjs';

/** How much slower than this machine's CPU the phone is (Lighthouse's mobile profile). */
const CPU_SCALE = 4;
const LONG_TASK_MS = 50;
const QUIET_MS = 3000;
const HOME_STOCK = { ngn: 1001, inr: 2001, brl: 3001, usd: 4001 };
const TENANTS = (
  process.env.TENANTS ??
  tenantIdsIn(new URL('../../../tenants', import.meta.url).pathname).join(',')
).split(',');
const ROUTES = (process.env.ROUTES ?? '/,/market,/stock/{id},/newsList').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const VERBOSE = process.env.VERBOSE === '1';

/** The page's renderer main thread: the CrRendererMain that parsed the page's HTML. */
function mainThreadEvents(trace, host) {
  const parsed = trace.traceEvents.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(host),
  );
  if (!parsed) return [];
  return trace.traceEvents.filter(
    (e) => e.pid === parsed.pid && e.tid === parsed.tid && e.ph === 'X' && e.dur !== undefined,
  );
}

/** What a task spent most of its time in (a script's URL, or parsing, layout, paint...). */
function origin(task, events) {
  const inside = events.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 0,
  );
  const top = inside.sort((a, b) => b.dur - a.dur)[0];
  if (!top) return 'no event';
  const data = top.args?.data ?? top.args?.beginData ?? {};
  const url = data.url ? String(data.url).replace(/^https?:\/\/[^/]+/, '') : '';
  const children = inside
    .filter((e) => e.ts >= top.ts && e.ts < top.ts + top.dur && e !== top)
    .reduce((byName, e) => byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000), new Map());
  const breakdown = [...children]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  return `${top.name}${url ? ` ${url}` : ''}${data.functionName ? ` ${data.functionName}` : ''} (${breakdown})`;
}

/**
 * Resolves once the app is live and no long task has run for `quiet` ms (15 s at most). Installed
 * before the page's scripts and read through a bare CDP evaluation: Playwright's own
 * evaluate and waitForFunction first inject its script into the page, a 100–190 ms task at 4×
 * that is the bench's, not the app's.
 */
function watchQuiet({ quiet, long }) {
  window.__quiet = new Promise((done) => {
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => document.documentElement.dataset.app === 'live' && done(), quiet);
    };
    setTimeout(done, 15_000);
    // Before the document has an element: the root's attribute is watched from the document down.
    new MutationObserver(arm).observe(document, { subtree: true, attributeFilter: ['data-app'] });
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.duration > long)) arm();
    }).observe({ type: 'longtask' });
  });
}

async function measure(context, url) {
  const page = await context.newPage();
  await page.addInitScript(watchQuiet, { quiet: QUIET_MS, long: LONG_TASK_MS });
  const cdp = await context.newCDPSession(page);
  await context.browser().startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.goto(url, { waitUntil: 'load' });
  const quiet = await cdp.send('Runtime.evaluate', {
    expression: 'window.__quiet',
    awaitPromise: true,
  });
  if (quiet.exceptionDetails) throw new Error(`watchQuiet failed: ${quiet.exceptionDetails.text}`);
  const trace = JSON.parse((await context.browser().stopTracing()).toString());
  await page.close();
  const events = mainThreadEvents(trace, new URL(url).host);
  const paint = trace.traceEvents
    .filter((e) => e.pid === events[0]?.pid)
    .filter((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint')
    .map((e) => e.ts)
    .sort((a, b) => a - b)[0];
  const phoneMs = (task) => ((task.tdur ?? task.dur) / 1000) * CPU_SCALE;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && phoneMs(e) > LONG_TASK_MS)
    .filter((e) => paint === undefined || e.ts + e.dur > paint)
    .map((task) => ({ ms: phoneMs(task), at: (task.ts - (paint ?? task.ts)) / 1000, task }));
  return {
    longest: Math.max(0, ...tasks.map((t) => t.ms)),
    count: tasks.length,
    blocking: tasks.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0),
    list: tasks.map((t) => ({ ms: t.ms, at: t.at, origin: origin(t.task, events) })),
  };
}

const stopDeadline = deadline('bench:tasks', 30 * 60_000);
// SERVER_PORT reuses a server already running the build (starting one takes minutes on a busy machine).
const server = process.env.SERVER_PORT
  ? { port: Number(process.env.SERVER_PORT), stop: async () => {} }
  : await startRealServer();
// A first visit: no language chosen, so each tenant's page hydrates in the language its server
// rendered (a visitor who chose another language is rendered afresh, a different path).
const browser = await launchChromium();
const context = await phoneContext(browser);
// The phone's pages wait for the app after each navigation with Playwright's waitForFunction,
// which injects its script into the page: a long task of the bench's own. watchQuiet waits instead.
context.removeAllListeners('page');
try {
  console.log(
    `Main-thread long tasks while a page loads (trace; each task's CPU time × ${CPU_SCALE}; ` +
      `median of ${RUNS}; blocking = Σ(task − ${LONG_TASK_MS} ms) from first paint; target ≤ ` +
      `200 ms); load average ` +
      `${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log('| tenant | route | longest ms | tasks > 50 ms | blocking ms | runs (blocking ms) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const tenant of TENANTS)
    for (const route of ROUTES) {
      const path = route.replace('{id}', String(HOME_STOCK[tenant]));
      const url = `http://${tenant}.localhost:${server.port}${path}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(context, url));
      runs.sort((a, b) => a.blocking - b.blocking);
      const median = runs[Math.floor(runs.length / 2)];
      console.log(
        `| ${tenant} | ${path} | ${median.longest.toFixed(0)} | ${median.count} | ` +
          `${median.blocking.toFixed(0)} | ${runs.map((r) => r.blocking.toFixed(0)).join(', ')} |`,
      );
      if (VERBOSE)
        for (const t of median.list)
          console.log(`    ${t.ms.toFixed(0)} ms at +${t.at.toFixed(0)} ms: ${t.origin}`);
    }
} finally {
  await browser.close();
  await server.stop();
  stopDeadline();
}
