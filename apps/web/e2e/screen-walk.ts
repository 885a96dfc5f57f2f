import type { Browser, Page } from 'playwright-core';
import { appPaths } from '../scripts/shot-routes.mjs';
import { phoneContext } from './browser';
import { navigateInApp } from './navigate-in-app';
import { countRequests, settled } from './settle';
import { signInWithApi } from './sign-in';

export interface Walk {
  screens: WalkedScreen[];
  /**
   * What the server calls by name, which no language translates: instruments, funds and their
   * managers, banks, account holders, the investor.
   */
  properNames: string[];
}

export interface WalkedScreen {
  route: string;
  /** What a reader sees: the page's text and the chart's SVG labels. */
  text: string;
}

/** The page's visible text once its screen has settled (data and lazy chunks arrived). */
function settledText(page: Page): Promise<string> {
  return settled(page, () =>
    page.evaluate(() => {
      // Artwork that declares its own language (the spec pins an image's language) is not the
      // page's text; chart labels and every other SVG text are.
      const pageLanguage = document.documentElement.lang;
      const foreign = [...document.querySelectorAll<HTMLElement>('[lang]')].filter(
        (node) => node !== document.documentElement && node.lang !== pageLanguage,
      );
      const isForeign = (node: Node) => foreign.some((art) => art.contains(node));
      const svg = [...document.querySelectorAll('svg text')]
        .filter((node) => !isForeign(node))
        .map((node) => node.textContent);
      let visible = document.body.innerText;
      for (const art of foreign) {
        const walker = document.createTreeWalker(art, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          visible = visible.replace(node.textContent ?? '', '');
        }
      }
      return `${visible}\n${svg.join('\n')}`;
    }),
  );
}

/**
 * Every route of the app in one tenant and language, signed in as the demo investor. Routes are
 * visited by client-side navigation in one page (as a user taps through), so the walk costs
 * one page load per tenant and language, not one per screen.
 */
export async function walkScreens(
  browser: Browser,
  origin: string,
  language: string,
): Promise<Walk> {
  const context = await phoneContext(browser);
  await countRequests(context);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/unauthorized`);
    const api = (path: string, body?: unknown) =>
      page.evaluate(
        async ([p, b]) =>
          (
            await fetch(`/api${p}`, {
              method: b ? 'POST' : 'GET',
              headers: { 'content-type': 'application/json' },
              body: b ? JSON.stringify(b) : undefined,
            })
          ).json(),
        [path, body] as const,
      );
    const token = await signInWithApi(page);
    const authed = (path: string, body?: unknown) =>
      page.evaluate(
        async ([p, b, t]) =>
          (
            await fetch(`/api${p}`, {
              method: b ? 'POST' : 'GET',
              headers: { 'content-type': 'application/json', token: t },
              body: b ? JSON.stringify(b) : undefined,
            })
          ).json(),
        [path, body, token] as const,
      );
    const stocks = (await api('/stock/page?pageNum=1&pageSize=100')).data.records;
    const funds = (await authed('/quantitative/productList', { pageSize: 100 })).data.records;
    const deposit = (await authed('/finance/depositMethod')).data;
    const properNames: string[] = [
      ...stocks.map((s: { name: string }) => s.name),
      ...funds.flatMap((f: { name: string; managerName: string }) => [f.name, f.managerName]),
      ...(await authed('/finance/bankList')).data,
      ...[deposit.corporate, deposit.personal].flatMap((a) =>
        a ? [a.bank, a.account, a.branch ?? ''] : [],
      ),
      (await authed('/user')).data.name ?? '',
    ];
    const stock = (await api('/stock/page?pageNum=1&pageSize=1')).data.records[0].id as number;
    const news = (await api('/news/pageNews', { pageNum: 1, pageSize: 1 })).data.records[0]
      .id as number;
    await page.evaluate(
      ([t, lang]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('language', lang);
      },
      [token, language] as const,
    );
    await page.goto(`${origin}/`);
    const screens: WalkedScreen[] = [];
    for (const path of appPaths()) {
      const route = path.replace('{id}', String(path.startsWith('/stock') ? stock : news));
      await navigateInApp(page, route);
      screens.push({ route, text: await settledText(page) });
    }
    return { screens, properNames };
  } finally {
    await context.close();
  }
}
