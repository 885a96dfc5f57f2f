import { request, type IncomingHttpHeaders } from 'node:http';
import { TENANT_IDS } from '../vite/tenant-id';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext } from './browser';
import { countRequests, takenOver } from './settle';
import type { Browser } from 'playwright-core';
import { routeTable } from '../src/routing/route-table';
import { INLINE_IMAGE_MAX_BYTES } from '../src/ssr/inline-images';
import { loginAsDemo } from './market-support';
import { tenantFile } from './tenant-file';
import { tenantsCovering } from './tenant-rules';
import { PAGE_AUDIENCE } from '@trading/contract';
import { SCHEME_SCRIPT } from '@trading/contract/tenant';

const port = inject('port');

/** A page as a client without JavaScript gets it: the response's headers and its HTML. */
function fetchPage(
  tenantId: string,
  path: string,
  cookie = '',
): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `${tenantId}.localhost:${port}`, ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The HTML the server sends for a page. */
async function html(tenantId: string, path: string, cookie = ''): Promise<string> {
  return (await fetchPage(tenantId, path, cookie)).body;
}

/** An /api read as the tenant's visitor, for the figures the HTML must carry. */
async function apiData<T>(tenantId: string, method: string, path: string, body?: object) {
  return new Promise<T>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${path}`,
        headers: {
          host: `${tenantId}.localhost:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve((JSON.parse(text) as { data: T }).data));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The bodies of the page's inline scripts (no `src`, not a JSON data block). */
function inlineScripts(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/** The app's markup in a page (what is in #root, before the server's state). */
function rootHtml(page: string): string {
  return page.slice(page.indexOf('<div id="root">'), page.indexOf('id="ssr-state"'));
}

/** The text of the app's markup, entities decoded enough to find names and headlines. */
function rootText(page: string): string {
  return rootHtml(page)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

const PUBLIC_PATHS = [
  '/',
  '/market',
  '/market?tab=1',
  '/market?tab=2',
  '/newsList',
  '/searchStock',
  '/login',
  '/register',
];

/** The tenant's latest news item, as its news list's first record. */
async function firstNews(tenantId: string) {
  const news = await apiData<{ records: Array<{ id: number; title: string }> }>(
    tenantId,
    'POST',
    '/news/pageNews',
    { pageNum: 1, pageSize: 1 },
  );
  return news.records[0]!;
}

/** The first stock of the tenant's stock list. */
async function firstStock(tenantId: string) {
  const stocks = await apiData<{ records: Array<{ id: number; name: string }> }>(
    tenantId,
    'GET',
    '/stock/page?pageNum=1&pageSize=1',
  );
  return stocks.records[0]!;
}

describe.each(TENANT_IDS)('server rendering, tenant %s', (tenantId) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  // Every tenant gets the smoke (its pages rendered and taken over); the behaviour beyond it
  // runs where tenant-rules.ts picks (what does not depend on tenant data: on one tenant).
  const once = tenantsCovering().includes(tenantId);
  const onEachHomeTheme = tenantsCovering('home theme').includes(tenantId);

  it('sends the news list, an article, a stock and the indices in the HTML', async () => {
    const first = await firstNews(tenantId);
    expect(rootText(await html(tenantId, '/newsList'))).toContain(first.title);
    expect(rootText(await html(tenantId, `/news/${first.id}`))).toContain(first.title);

    const stock = await firstStock(tenantId);
    const stockPage = await html(tenantId, `/stock/${stock.id}`);
    expect(rootText(stockPage)).toContain(stock.name);
    // Its chart too, drawn from the opening candles: a price line, not the loading state.
    expect(stockPage).toMatch(/data-testid="stock-chart-picture"[\s\S]*<path d="M[\d.]+ [\d.]+L/);

    // A market ranking tab carries its list: readable without JavaScript.
    const config = await apiData<{ defaultMarket: string }>(tenantId, 'GET', '/tenant/config');
    const ranking = await apiData<{ records: Array<{ name: string }> }>(
      tenantId,
      'POST',
      '/stock/rank',
      { market: config.defaultMarket, rankType: 'GAINERS', pageNum: 1 },
    );
    const risingPage = await html(tenantId, '/market?tab=2');
    const rising = rootText(risingPage);
    for (const stock of ranking.records.slice(0, 3)) expect(rising).toContain(stock.name);
    // Its tabs are plain links to the other tabs' addresses, which render their lists the same way.
    const tabLinks = (risingPage.match(/<a [^>]*role="tab"[^>]*>/g) ?? []).map(
      (tag) => /href="([^"]*)"/.exec(tag)?.[1],
    );
    expect(tabLinks).toContain('/market?tab=3');

    const home = rootText(await html(tenantId, '/'));
    const homeNews = await apiData<{ records: Array<{ title: string }> }>(
      tenantId,
      'POST',
      '/news/mainPageNews',
      { pageNum: 1, pageSize: 3 },
    );
    expect(home).toContain(homeNews.records[0]!.title);
    // The home's movers open on the market's busiest five, in the HTML as well.
    const busiest = await apiData<{ records: Array<{ name: string }> }>(
      tenantId,
      'POST',
      '/stock/rank',
      { market: config.defaultMarket, rankType: 'VOLUME', pageNum: 1, pageSize: 5 },
    );
    for (const stock of busiest.records) expect(home).toContain(stock.name);
  });

  if (once) {
    it('renders every page of a crowd arriving at once with its data (pages wait their turn, none is dropped)', async () => {
      const { title } = await firstNews(tenantId);
      // Several times the renders the server runs at once (SERVER_RENDER_CONCURRENCY, 4).
      const pages = await Promise.all(
        Array.from({ length: 24 }, () => html(tenantId, '/newsList')),
      );
      for (const page of pages) expect(rootText(page)).toContain(title);
    });
  }

  if (onEachHomeTheme) {
    it("carries the home's small first banner in the page, a larger one in the Link header, and no other image", async () => {
      const banners = await apiData<Array<{ imageUrl: string }>>(
        tenantId,
        'GET',
        '/app/imageCarousel',
      );
      const { headers, body } = await fetchPage(tenantId, '/');
      expect(body).not.toContain('rel="preload" as="image"');
      // A home without a carousel carries and preloads no image.
      if (!body.includes('aria-roledescription="carousel"')) {
        expect(headers.link).toBeUndefined();
        expect(body).not.toContain('src="data:');
        return;
      }
      // Its first banner is the largest paint: in the HTML itself when small (a round trip
      // costs more), else fetched at high priority before the browser has read the page.
      const first = banners[0]!.imageUrl;
      const image = await tenantFile(port, tenantId, first);
      const type = image.type.split(';')[0]!.trim();
      if (image.body.length <= INLINE_IMAGE_MAX_BYTES) {
        expect(body).toContain(`<img src="data:${type};base64,${image.body.toString('base64')}"`);
        expect(headers.link).toBeUndefined();
      } else {
        expect(body).toContain(`<img src="${first}"`);
        expect(headers.link).toBe(`<${first}>; rel=preload; as="image"; fetchpriority="high"`);
      }
      // The other banners load from their addresses, after everything else.
      for (const { imageUrl } of banners.slice(1)) expect(body).toContain(`<img src="${imageUrl}"`);
    });
  }

  it('renders every public page on the server, and the browser takes it over without a mismatch', async () => {
    // A phone on another clock than the market's: times must not make the takeover differ.
    const context = await phoneContext(browser, { timezoneId: 'Pacific/Auckland' });
    await countRequests(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const paths = [
      ...PUBLIC_PATHS,
      `/news/${(await firstNews(tenantId)).id}`,
      `/stock/${(await firstStock(tenantId)).id}`,
    ];
    try {
      for (const path of paths) {
        const sent = await html(tenantId, path);
        expect(sent, path).toContain('id="ssr-state"');
        expect(inlineScripts(sent), path).toEqual([SCHEME_SCRIPT]);
        await page.goto(`http://${tenantId}.localhost:${port}${path}`);
        await takenOver(page);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  if (once) {
    it('takes over an answer the server got as an error, such as an article that does not exist', async () => {
      const context = await phoneContext(browser);
      await countRequests(context);
      const page = await context.newPage();
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Hydration mismatch')) mismatches.push(message.text());
      });
      try {
        const sent = rootText(await html(tenantId, '/news/987654321'));
        await page.goto(`http://${tenantId}.localhost:${port}/news/987654321`);
        await takenOver(page);
        expect(mismatches).toEqual([]);
        const shown = (await page.locator('#root').innerText()).trim();
        expect(shown.length).toBeGreaterThan(0);
        expect(sent).toContain(shown.split('\n').at(-1)!.trim());
      } finally {
        await context.close();
      }
    });
  }

  if (once) {
    it('navigates in the browser after hydration, as a single-page app', async () => {
      const context = await phoneContext(browser);
      const page: Page = await context.newPage();
      try {
        await page.goto(`http://${tenantId}.localhost:${port}/newsList`);
        await page.waitForLoadState('networkidle');
        const loads: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'document') loads.push(r.url());
        });
        const link = page.locator('a[href^="/news/"]').first();
        const title = (await link.getByRole('heading').textContent()) ?? '';
        await link.click();
        await page.getByRole('heading', { name: title }).waitFor();
        // A client-side navigation: no new document was requested.
        expect(loads).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  if (once) {
    it('asks the API for nothing the server already answered while the page takes over', async () => {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/') && r.resourceType() !== 'websocket')
          asked.push(url.pathname);
      });
      const stock = await firstStock(tenantId);
      try {
        for (const path of ['/', '/market', '/newsList', `/stock/${stock.id}`]) {
          asked.length = 0;
          await page.goto(`http://${tenantId}.localhost:${port}${path}`);
          await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
          await page.waitForLoadState('networkidle');
          // The stock's chart included: its opening candles came with the page.
          expect(asked, path).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});

/** Every page that needs a signed-in user and takes no path parameter. */
const SIGNED_IN_PATHS = routeTable
  .filter((route) => route.auth !== null && route.screen && !route.path.includes('{'))
  .map((route) => route.path);

describe.each(TENANT_IDS)('server rendering signed in, tenant %s', (tenantId) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("renders the user's own pages from the render cookie, hydrated without a mismatch; logout ends it", async () => {
    const origin = `http://${tenantId}.localhost:${port}`;
    const context = await phoneContext(browser, { timezoneId: 'Pacific/Auckland' });
    await countRequests(context);
    const page = await context.newPage();
    const problems: string[] = [];
    // A refusal the screen shows as such (a USD-only account's exchange: 409) is not a fault
    // of the render; a mismatch or a thrown error is.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    try {
      await loginAsDemo(page, origin);
      const cookie = (await context.cookies(origin)).find((c) => c.name === 'render_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      const asUser = `render_session=${cookie!.value}`;

      // The account page arrives with the user's name and account number in its HTML.
      const profile = await page.evaluate(async () => {
        const response = await fetch('/api/user', { headers: { token: localStorage.token } });
        return ((await response.json()) as { data: { username: string; account: string } }).data;
      });
      const account = rootText(await html(tenantId, '/account', asUser));
      expect(account).toContain(profile.username);
      expect(account).toContain(profile.account);
      // A stranger asking with no cookie, or with a made-up one, gets no one's page.
      expect(await html(tenantId, '/account')).not.toContain('id="ssr-state"');
      expect(await html(tenantId, '/account', 'render_session=forged')).not.toContain(
        profile.account,
      );

      for (const path of ['/', ...SIGNED_IN_PATHS]) {
        const { headers, body: sent } = await fetchPage(tenantId, path, asUser);
        expect(sent, path).toContain('"signedIn":true');
        // One user's page: the service worker must never keep it for the next visit.
        expect(headers[PAGE_AUDIENCE.header.toLowerCase()], path).toBeUndefined();
        // No inline script React would need to finish the page: the CSP would block it. The
        // one inline script is the scheme's, which the CSP allows by its hash.
        expect(inlineScripts(sent), path).toEqual([SCHEME_SCRIPT]);
        await page.goto(`${origin}${path}`);
        await takenOver(page);
      }
      expect(problems).toEqual([]);

      await page.goto(`${origin}/account`);
      await page.evaluate(async () => {
        await fetch('/api/user/logout', {
          method: 'POST',
          headers: { token: localStorage.token, 'content-type': 'application/json' },
          body: '{}',
        });
      });
      expect((await context.cookies(origin)).map((c) => c.name)).not.toContain('render_session');
      // The old cookie, replayed after logout, renders nobody's page.
      expect(await html(tenantId, '/account', asUser)).not.toContain(profile.account);
    } finally {
      await context.close();
    }
    // A walk through every signed-in page (about 30 s); a busy machine doubles it.
  }, 120_000);
});

/** The signed-out pages with a form (a signed-in user's are found from their HTML). */
const FORM_PATHS = ['/login', '/register', '/forgotPassword', '/searchStock'];

/** The fields a visitor can type into. */
const TYPEABLE =
  '#root input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"]):not([readonly]):not([disabled])';

/** Whether a page's server HTML has a field a visitor can type into. */
const hasTypeableField = (page: string) =>
  [...rootHtml(page).matchAll(/<input\b[^>]*>/g)].some(
    ([tag]) => !/type="(checkbox|radio|hidden|file)"|\sreadonly|\sdisabled/.test(tag),
  );

/** What a visitor types into a field: digits where the field asks for them. */
async function typedFor(field: Locator): Promise<string> {
  const [type, inputMode] = await Promise.all([
    field.getAttribute('type'),
    field.getAttribute('inputmode'),
  ]);
  if (type === 'password') return 'Typed1234';
  if (type === 'email') return 'typed@example.com';
  if (type === 'tel' || inputMode === 'numeric' || inputMode === 'decimal') return '80123';
  return 'typed';
}

/**
 * Opens `url` with the app's scripts held (`hold` gates them), types into every field of the
 * server's HTML, focuses the first, lets the app take over and checks that all of it stayed.
 */
async function typeBeforeTakeover(page: Page, url: string, hold: () => () => void, where: string) {
  const release = hold();
  // The phone's goto resolves once the app is live, which the held scripts delay.
  const loaded = page.goto(url);
  const fields = page.locator(TYPEABLE);
  await fields.first().waitFor();
  const typed: string[] = [];
  for (const field of await fields.all()) {
    await field.fill(await typedFor(field));
    // As the field took it (its maxlength may cut it short).
    typed.push(await field.inputValue());
  }
  await fields.first().focus();
  // All of it typed into the server's HTML: the app has not taken the page over yet.
  expect(await page.evaluate(() => document.documentElement.dataset.app ?? ''), where).not.toBe(
    'live',
  );
  release();
  await loaded;
  // The renders that follow hydration (the device read after it) are what used to erase it.
  await page.waitForTimeout(300);
  expect(await Promise.all((await fields.all()).map((f) => f.inputValue())), where).toEqual(typed);
  expect(await fields.first().evaluate((f) => f === document.activeElement), where).toBe(true);
  // The form's state holds it: one more key adds to the text rather than starting over.
  await fields.first().press('End');
  await fields.first().press('9');
  expect(await fields.first().inputValue(), where).toBe(`${typed[0]}9`);
}

describe('typing before the app takes over', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps what was typed into every form page of every tenant, signed out and in, on screen, in the form and focused', async () => {
    // No service worker: the app's scripts must come through the routing that holds them.
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    let release = () => {};
    let held = Promise.resolve();
    const hold = () => {
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    };
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      for (const tenantId of TENANT_IDS) {
        const origin = `http://${tenantId}.localhost:${port}`;
        for (const path of FORM_PATHS)
          await typeBeforeTakeover(page, `${origin}${path}`, hold, `${tenantId} ${path}`);
        await loginAsDemo(page, origin);
        const cookie = (await context.cookies(origin)).find((c) => c.name === 'render_session');
        const asUser = `render_session=${cookie!.value}`;
        const forms: string[] = [];
        for (const path of SIGNED_IN_PATHS)
          if (hasTypeableField(await html(tenantId, path, asUser))) forms.push(path);
        expect(forms.length, tenantId).toBeGreaterThan(0);
        for (const path of forms)
          await typeBeforeTakeover(page, `${origin}${path}`, hold, `${tenantId} ${path}`);
      }
    } finally {
      release();
      await context.close();
    }
  }, 240_000);
});

describe('server rendering, protected pages and the chosen language', () => {
  it('leaves signed-in pages to the browser for a visitor without a session', async () => {
    const { headers, body } = await fetchPage('ngn', '/account');
    expect(body).not.toContain('id="ssr-state"');
    expect(headers[PAGE_AUDIENCE.header.toLowerCase()]).toBeUndefined();
  });

  it("marks a page rendered for no one as the only kind a device may keep (the worker's cache)", async () => {
    for (const path of PUBLIC_PATHS) {
      const { headers, body } = await fetchPage('ngn', path);
      expect(body, path).toContain('"signedIn":false');
      expect(headers[PAGE_AUDIENCE.header.toLowerCase()], path).toBe(PAGE_AUDIENCE.anyone);
    }
  });

  it('renders in the language the visitor chose (the lang cookie)', async () => {
    const page = await html('ngn', '/newsList', 'lang=pt');
    expect(page).toContain('<html lang="pt">');
    expect(page).toContain('"language":"pt"');
  });
});
