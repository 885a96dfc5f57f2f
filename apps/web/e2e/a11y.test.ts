import { offeredSchemes } from '@trading/contract/tenant';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable } from '../src/routing/route-table';
import { callApi } from './account-helpers';
import { blockingViolations } from './axe';
import { launchBrowser, phoneContext } from './browser';
import { navigateInApp } from './navigate-in-app';
import { countRequests, settled } from './settle';
import { signInWithApi } from './sign-in';
import { HOME_STOCK } from './market-seam';

const port = inject('port');

/** Screens a signed-in investor never sees: the audit opens them as a visitor. */
const VISITOR_ONLY = new Set(['/login', '/LoginUp', '/register']);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The tenant's other palette is checked on the screens that between them show every kind of
 * control and text (tabs, lists, forms, sheets' triggers, charts, records), not on all of them.
 */
const OTHER_SCHEME_ROUTES = new Set([
  '/',
  '/market',
  '/searchStock',
  '/stock/{id}',
  '/newsList',
  '/position',
  '/account',
  '/login',
  '/kyc',
  '/depositList',
  '/withdraw',
  '/moneyExchange',
  '/orderRecords',
  '/stockIpo',
  '/quantitative/index',
  '/alerts',
]);

const cases = TENANT_IDS.flatMap((tenantId) => {
  const { tokens } = loadTenant(tenantId);
  // Visitor screens first: the signed-in ones after them are reached inside one loaded app.
  const paths = routeTable
    .map((route) => route.path)
    .sort((a, b) => Number(!VISITOR_ONLY.has(a)) - Number(!VISITOR_ONLY.has(b)));
  const own = { tenantId, scheme: tokens.scheme, paths };
  const other = offeredSchemes(tokens).find((scheme) => scheme !== tokens.scheme);
  if (!other) return [own];
  return [
    own,
    { tenantId, scheme: other, paths: own.paths.filter((p) => OTHER_SCHEME_ROUTES.has(p)) },
  ];
});

/**
 * axe-core on every route of the spec's table, at a phone viewport, in the tenant's own
 * language and scheme, and on {@link OTHER_SCHEME_ROUTES} in its other scheme: one page per
 * tenant and scheme, reused route after route to keep the run short: visitor screens are
 * loaded, signed-in ones reached by the app's own navigation after the first (as an investor
 * taps through), so a route costs no page load.
 */
describe.each(cases.map((c) => [`tenant ${c.tenantId}, ${c.scheme} scheme`, c] as const))(
  'accessibility, %s',
  (_name, { tenantId, scheme, paths }) => {
    const origin = `http://${tenantId}.localhost:${port}`;
    let context: BrowserContext;
    let page: Page;
    let token: string;
    let newsId: number;

    beforeAll(async () => {
      // The app's CSP refuses inline scripts, and addScriptTag injects axe-core as one.
      context = await phoneContext(browser, { bypassCSP: true, colorScheme: scheme });
      await countRequests(context);
      page = await context.newPage();
      await page.goto(`${origin}/unauthorized`);
      token = await signInWithApi(page);
      const news = await callApi<{ records: Array<{ id: number }> }>(
        page,
        'POST',
        '/news/pageNews',
        {
          body: { pageNum: 1, pageSize: 1 },
        },
      );
      newsId = news.records[0]!.id;
    });
    afterAll(() => context?.close());

    const concrete = (path: string) =>
      path.replace('{id}', String(path.startsWith('/stock/') ? HOME_STOCK[tenantId] : newsId));

    /** Whether the page holds the app signed in, so a route is a navigation inside it. */
    let appSignedIn = false;

    it.each(paths)('%s has no serious violations and no skipped heading level', async (path) => {
      const signedIn = !VISITOR_ONLY.has(path);
      if (signedIn && appSignedIn) {
        await navigateInApp(page, concrete(path));
      } else {
        await page.evaluate(
          (value) =>
            value ? localStorage.setItem('token', value) : localStorage.removeItem('token'),
          signedIn ? token : null,
        );
        await page.goto(`${origin}${concrete(path)}`);
        appSignedIn = signedIn;
      }
      await page.locator('main').waitFor();
      // The screen's first requests have answered and its content (not a skeleton) is drawn.
      await settled(page, () => page.evaluate(() => document.body.innerText));
      expect(new URL(page.url()).pathname).toBe(concrete(path));
      expect(await blockingViolations(page)).toEqual([]);
    });
  },
);
