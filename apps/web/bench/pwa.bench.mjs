// `pnpm --filter web bench:pwa`: the installed app's later visits and its installability, per
// tenant, on the production build served by the real server (docs/decisions.md: "PWA checks
// without Lighthouse's PWA category").
// 1. PWA checks through Chromium's DevTools protocol, what Lighthouse's removed PWA audits
//    checked: installable (Page.getInstallabilityErrors empty), manifest valid
//    (Page.getAppManifest errors empty), themed omnibox (the page's theme-color is the
//    manifest's), maskable icon, and the service worker controlling the start URL.
// 2. A repeat visit of / and /market with a warm service worker: one visit installs the worker
//    and lets it precache, then Lighthouse (mobile profile) loads the page with storage kept
//    (`disableStorageReset`). Prints LCP and the scripts that went to the network (count, KB)
//    rather than coming from the worker. THROTTLING=simulate uses Lighthouse's simulation,
//    whose model fetches every request from the network (it ignores the worker), so the default
//    here is devtools: the mobile network and 4× CPU slowdown applied for real.
// TENANTS=ngn,usd or ROUTES=/market narrow the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { tenantIdsIn } from '@trading/contract/tenant-folders';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  freePort,
  reportStrayLighthouseRejections,
  startRealServer,
} from './bench-support.mjs';

reportStrayLighthouseRejections();
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TENANTS = (
  process.env.TENANTS ??
  tenantIdsIn(new URL('../../../tenants', import.meta.url).pathname).join(',')
).split(',');
const ROUTES = (process.env.ROUTES ?? '/,/market').split(',');
const THROTTLING = process.env.THROTTLING ?? 'devtools';
const TARGETS = { lcpSeconds: 0.8, networkScripts: 0 };

/** Resolves once the build's worker is active (precache complete) and controls the page. */
async function warmServiceWorker(page, url) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  if (!controller) throw new Error(`no service worker controls ${url}`);
}

/** What Lighthouse's PWA category used to check, asked of Chromium itself. */
async function pwaChecks(page, cdp, origin) {
  await page.goto(`${origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const read = await cdp.send('Page.getAppManifest');
  const manifest = read.data ? JSON.parse(read.data) : {};
  const themeMeta = await page.evaluate(
    () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
  );
  const startUrl = new URL(manifest.start_url ?? '/', read.url || origin).href;
  await page.goto(startUrl);
  const controlsStart = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  return {
    installable: installabilityErrors.length === 0,
    installabilityErrors: installabilityErrors.map((error) => error.errorId),
    manifestValid: Boolean(read.url) && read.errors.length === 0,
    manifestErrors: read.errors.map((error) => error.message),
    themedOmnibox:
      typeof manifest.theme_color === 'string' &&
      themeMeta?.toLowerCase() === manifest.theme_color.toLowerCase(),
    maskableIcon: (manifest.icons ?? []).some((icon) =>
      String(icon.purpose ?? '')
        .split(' ')
        .includes('maskable'),
    ),
    workerControlsStart: controlsStart,
  };
}

/** The scripts of a Lighthouse run's page load that did not come from the service worker. */
function networkScripts(devtoolsLog) {
  const scripts = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && params.type === 'Script') {
      const { response } = params;
      const local = response.fromServiceWorker || response.fromDiskCache;
      if (!local && !response.url.startsWith('data:'))
        scripts.set(params.requestId, { url: response.url, bytes: 0 });
    }
    if (method === 'Network.loadingFinished' && scripts.has(params.requestId))
      scripts.get(params.requestId).bytes = params.encodedDataLength;
  }
  return [...scripts.values()];
}

async function repeatVisit(url, port) {
  for (let attempt = 1; ; attempt++) {
    // A tab of a loaded machine sometimes goes before Lighthouse is done ("Target closed").
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The point of the run: the worker, its caches and the HTTP cache stay as a visit left them.
        disableStorageReset: true,
        throttlingMethod: THROTTLING,
        formFactor: 'mobile',
      },
      undefined,
    ).catch((error) => {
      if (attempt === 3) throw error;
      console.error(`${url}: ${error.message}, running it again`);
      return 'again';
    });
    if (result === 'again') continue;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.error(`${url}: ${result.lhr.runtimeError.code}, running it again`);
  }
}

/** Which element was the LCP and where its time went (Lighthouse's TTFB / delay / render phases). */
function lcpPhases(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.snippet ?? null;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  );
  return { element, phases };
}

const mark = (text, ok) => `${text}${ok ? '  ' : ' !'}`;
const yesNo = (ok) => (ok ? 'yes  ' : 'NO !');

function table(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}

const server = await startRealServer();
const debuggingPort = await freePort();
const profileDir = mkdtempSync(join(tmpdir(), 'web-pwa-profile-'));
// A persistent context is the browser's default one, which Lighthouse's tab joins: the worker
// installed here is the one its run finds.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROME_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});
const loadBefore = loadavg();
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const checks = [];
  const visits = [];
  let version = '';
  for (const tenant of TENANTS) {
    const origin = `http://${tenant}.localhost:${server.port}`;
    const check = await pwaChecks(page, cdp, origin);
    checks.push({ tenant, check });
    console.log(JSON.stringify({ tenant, ...check }));
    for (const route of ROUTES) {
      await warmServiceWorker(page, `${origin}${route}`);
      await page.goto('about:blank');
      const result = await repeatVisit(`${origin}${route}`, debuggingPort);
      version = result.lhr.lighthouseVersion;
      const scripts = networkScripts(result.artifacts.DevtoolsLog ?? []);
      const lcpSeconds =
        (result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
      const jsKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      visits.push({ tenant, route, lcpSeconds, scripts: scripts.length, jsKb });
      console.log(
        JSON.stringify({
          tenant,
          route,
          lcpSeconds,
          lcp: lcpPhases(result.lhr),
          networkScripts: scripts.map((s) => s.url),
        }),
      );
    }
  }
  const loadAfter = loadavg();
  console.log(
    `\nPWA checks (Chromium DevTools protocol; Lighthouse ${version} has no PWA category)`,
  );
  table(
    ['tenant', 'installable', 'manifest valid', 'themed omnibox', 'maskable icon', 'SW at start'],
    checks.map(({ tenant, check }) => [
      tenant,
      yesNo(check.installable) +
        (check.installable ? '' : ` ${check.installabilityErrors.join(',')}`),
      yesNo(check.manifestValid),
      yesNo(check.themedOmnibox),
      yesNo(check.maskableIcon),
      yesNo(check.workerControlsStart),
    ]),
  );
  console.log(
    `\nRepeat visit with a warm service worker, Lighthouse ${version} mobile, ${THROTTLING} ` +
      `throttling; targets: LCP <= ${TARGETS.lcpSeconds} s, no script from the network ("!" misses). ` +
      `Load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ` +
      `${loadAfter.map((l) => l.toFixed(1)).join(' ')} after (the machine is shared).`,
  );
  table(
    ['tenant', 'route', 'LCP s', 'JS from network', 'JS KB from network'],
    visits.map((v) => [
      v.tenant,
      v.route,
      mark(v.lcpSeconds.toFixed(2), v.lcpSeconds <= TARGETS.lcpSeconds),
      mark(String(v.scripts), v.scripts <= TARGETS.networkScripts),
      v.jsKb.toFixed(1),
    ]),
  );
} finally {
  await context.close();
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
