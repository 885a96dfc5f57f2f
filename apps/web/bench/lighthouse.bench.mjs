// `pnpm --filter web bench:lighthouse`: Lighthouse 12 (mobile profile: simulated slow 4G and a
// 4× slower CPU) on the production build served by the real server, per tenant, for /, /market,
// /stock/{id}, /newsList and /account (signed in as the demo investor), each page served
// rendered on the server and then by the browser alone (SERVER_RENDER=0), side by side with the
// LCP ratio. Prints one table with the targets. Needs the server build and the web builds.
// TENANTS=ngn,usd, ROUTES=/,/market or MODES=server narrow the run; REPORTS_DIR=/tmp/lh keeps
// each full Lighthouse report (JSON) and its trace, with JavaScript samples (`*.trace.json`,
// for DevTools' Performance panel), for a closer look. THROTTLING=devtools slows the network
// and CPU for real instead of simulating (Lighthouse's default): the simulation counts the
// scripts a server-rendered page starts fetching before its first paint as delaying that
// paint, which a real load does not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { STORAGE_KEYS } from '@trading/api';
import { tenantIdsIn } from '@trading/contract/tenant-folders';
import { DEMO, DEMO_TOTP_SECRET, withFreshCode } from '@trading/e2e/demo-investor';
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
/** A listed stock of each tenant's home market (the server's instrument table). */
const HOME_STOCK = { ngn: 1001, inr: 2001, brl: 3001, usd: 4001 };
const ROUTES = (process.env.ROUTES ?? '/,/market,/stock/{id},/newsList,/account').split(',');
/** Served rendered on the server, or by the browser alone. */
const MODES = (process.env.MODES ?? 'server,browser').split(',');
/** Routes the bench opens signed in; the others as a visitor. */
const SIGNED_IN = new Set(['/account']);
// LCP 1.2 s is the server-rendered target for public pages (1.8 s for the browser alone).
const TARGETS = { score: 95, lcpSeconds: 1.2, tbtMs: 200, cls: 0.02 };
const REPORTS_DIR = process.env.REPORTS_DIR;
const THROTTLING = process.env.THROTTLING ?? 'simulate';

/**
 * Signs the origin in as the demo investor (the app keeps its token in localStorage) or out,
 * with a code of the demo's authenticator where the tenant asks for a second factor. The
 * earlier audits' visits are forgotten: the audited page is the device's first, which is never
 * offered the install sheet (a second visit is, 2 s after its first paint).
 */
async function setSession(page, origin, signedIn) {
  // A document of the origin that is not the app: no service worker starts installing, to be
  // half done when the audited visit begins.
  await page.goto(`${origin}/api/tenant/config`);
  // The render cookie goes with the token, as at sign-out: the server would render a page for
  // the previous route's user that this tab, signed out, renders afresh over.
  await page.context().clearCookies();
  const post = (path, body) =>
    page.evaluate(
      async ([url, json]) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(json),
          })
        ).json(),
      [`/api${path}`, body],
    );
  await page.evaluate((keys) => {
    localStorage.removeItem(keys.token);
    localStorage.removeItem(keys.installVisits);
  }, STORAGE_KEYS);
  if (signedIn) {
    const password = await post('/user/login', DEMO);
    if (password.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(password)}`);
    const { token } = password.data.ticket
      ? await withFreshCode(DEMO_TOTP_SECRET, (code) =>
          post('/user/login/second-factor', {
            ticket: password.data.ticket,
            secondFactor: { code },
          }),
        )
      : password.data;
    await page.evaluate(
      ([key, token]) => localStorage.setItem(key, token),
      [STORAGE_KEYS.token, token],
    );
  }
  await page.goto('about:blank');
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** "0.93 !" marks a figure that misses its target. */
const mark = (text, ok) => `${text}${ok ? '  ' : ' !'}`;

function printTable(rows, version) {
  const header = [
    'tenant',
    'route',
    'rendered',
    'perf',
    'LCP s',
    'LCP ×',
    'TBT ms',
    'CLS',
    'JS KB',
  ];
  const browserLcp = new Map(
    rows.filter((r) => r.mode === 'browser').map((r) => [`${r.tenant}${r.route}`, r.f.lcpSeconds]),
  );
  const lines = rows.map(({ tenant, route, mode, f }) => [
    tenant,
    f.finalUrl === route ? route : `${route} → ${f.finalUrl}`,
    mode,
    mark(String(f.performance), f.performance >= TARGETS.score),
    mark(f.lcpSeconds.toFixed(2), f.lcpSeconds <= TARGETS.lcpSeconds),
    mode === 'server' && browserLcp.has(`${tenant}${route}`)
      ? (f.lcpSeconds / browserLcp.get(`${tenant}${route}`)).toFixed(2)
      : '',
    mark(f.tbtMs.toFixed(0), f.tbtMs <= TARGETS.tbtMs),
    mark(f.cls.toFixed(3), f.cls <= TARGETS.cls),
    f.jsKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nLighthouse ${version} mobile, ${THROTTLING} throttling; targets: score >= ${TARGETS.score}, ` +
      `LCP <= ${TARGETS.lcpSeconds} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls} ` +
      `("!" misses). LCP × is the server-rendered page's LCP over the browser-rendered one's. ` +
      `JS KB is transferred (compressed) script bytes.`,
  );
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}

/**
 * One cold Lighthouse run. A run whose trace Lighthouse could not read (NO_NAVSTART and the
 * like: no figures at all) or whose tab went before it was done is run again, up to three times.
 */
async function coldRun(url, port, clearCache) {
  for (let attempt = 1; ; attempt++) {
    await clearCache();
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
        throttlingMethod: THROTTLING,
        // Which functions a long task ran, for the kept trace.
        additionalTraceCategories: REPORTS_DIR ? 'disabled-by-default-v8.cpu_profiler' : null,
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

const servers = Object.fromEntries(
  await Promise.all(
    MODES.map(async (mode) => [
      mode,
      await startRealServer({ SERVER_RENDER: mode === 'server' ? '1' : '0' }),
    ]),
  ),
);
const debuggingPort = await freePort();
const profileDir = mkdtempSync(join(tmpdir(), 'web-lighthouse-profile-'));
// A persistent context is the browser's default one, which Lighthouse's tab joins: the token
// set here is the one the audited page reads.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROME_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const rows = [];
  let version = '';
  for (const tenant of TENANTS) {
    for (const route of ROUTES) {
      for (const mode of MODES) {
        const origin = `http://${tenant}.localhost:${servers[mode].port}`;
        const path = route.replace('{id}', String(HOME_STOCK[tenant]));
        await setSession(page, origin, SIGNED_IN.has(route));
        // Storage is kept for the token, so the HTTP cache is emptied by hand, and the service
        // worker an earlier audit of the origin installed goes with its precache: every run is a
        // first visit.
        const result = await coldRun(`${origin}${path}`, debuggingPort, async () => {
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', {
            origin,
            storageTypes: 'service_workers,cache_storage',
          });
        });
        const f = figures(result.lhr);
        version = result.lhr.lighthouseVersion;
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const name = `${tenant}${path.replaceAll('/', '_')}-${mode}.json`;
          writeFileSync(join(REPORTS_DIR, name), JSON.stringify(result.lhr));
          writeFileSync(
            join(REPORTS_DIR, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(result.artifacts.Trace),
          );
        }
        rows.push({ tenant, route: path, mode, f });
        console.log(JSON.stringify({ tenant, route: path, mode, ...f }));
      }
    }
  }
  printTable(rows, version);
} finally {
  await context.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  rmSync(profileDir, { recursive: true, force: true });
}
