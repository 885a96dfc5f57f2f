import { ClientMessage, WS_PATH } from '@trading/contract';
import type { Browser, BrowserContext, Page, Route, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { preferEnglish } from './account-helpers';
import { launchBrowser, phoneContext } from './browser';

/**
 * Faults on one tenant: the feed client, the API base query and the error panel are the same
 * JavaScript in all four builds (e2e/bundle.test.ts proves the bytes identical), so a second
 * tenant would run the very same code again.
 */
const port = inject('port');
const origin = `http://ngn.localhost:${port}`;
const STOCK = { id: 1001, path: '/stock/1001' };
const LOAD_FAILED = 'Load failed, please try again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  context = await phoneContext(browser);
  await preferEnglish(context);
  page = await context.newPage();
  return () => context.close();
});

/** Waits until the shown price differs from `shown`: the feed is delivering ticks. */
async function priceMovesFrom(shown: string | null): Promise<void> {
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="stock-price"]')?.textContent !== before,
    shown,
    // Prices move on a 0.01 grid, so a quiet stock can repeat its price for several ticks.
    { timeout: 45_000 },
  );
}

describe('the live feed drops and comes back', () => {
  it('marks the price not live while down, then re-subscribes and moves it again', async () => {
    let feedUp = true;
    let refused = 0;
    const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    const subscribedSymbols: string[] = [];
    // Every feed socket goes through this proxy, which can cut it like a dropped network.
    await page.routeWebSocket(new RegExp(`${WS_PATH}$`), (socket) => {
      if (!feedUp) {
        refused += 1;
        void socket.close({ code: 1011, reason: 'feed down' });
        return;
      }
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        const parsed = ClientMessage.safeParse(JSON.parse(String(message)));
        if (parsed.success && parsed.data.action === 'SUBSCRIBE')
          subscribedSymbols.push(...parsed.data.symbols.map((s) => s.symbol));
        server.send(message);
      });
      server.onMessage((message) => socket.send(message));
      open.push({ page: socket, server });
    });

    await page.goto(`${origin}${STOCK.path}`);
    const price = page.getByTestId('stock-price');
    await price.waitFor();
    const notLive = page.getByRole('status').filter({ hasText: 'Not live' });
    await priceMovesFrom(await price.textContent());
    expect(await notLive.count()).toBe(0);
    const symbol = subscribedSymbols[0];
    expect(symbol).toBeTruthy();

    feedUp = false;
    for (const { page: socket, server } of open.splice(0)) {
      await server.close();
      await socket.close({ code: 1011, reason: 'feed down' });
    }
    await notLive.waitFor();
    const frozen = await price.textContent();
    // The client's reconnect attempts fail for a while, and the price stays marked meanwhile.
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(1);
    expect(await notLive.count()).toBe(1);
    expect(await price.textContent()).toBe(frozen);
    subscribedSymbols.length = 0;

    feedUp = true;
    await notLive.waitFor({ state: 'detached', timeout: 45_000 });
    expect(subscribedSymbols).toContain(symbol);
    await priceMovesFrom(frozen);
  }, 150_000);
});

describe('the API fails or answers too slowly', () => {
  const DETAIL = '**/api/stock/detail**';

  /** The stock page shows the error panel; once requests pass again, Retry draws the stock. */
  async function failsThenRetries(): Promise<void> {
    await page.goto(`${origin}${STOCK.path}`);
    const panel = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    // The default timeout class gives up after 10 s (TIMEOUTS in the contract).
    await panel.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('stock-price').count()).toBe(0);
    await page.unroute(DETAIL);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('stock-price').waitFor();
    expect(await panel.count()).toBe(0);
  }

  it('shows Load failed with Retry on a 500, and Retry loads the stock', async () => {
    await page.route(DETAIL, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await failsThenRetries();
  });

  it('shows Load failed with Retry on an answer that is not an envelope', async () => {
    await page.route(DETAIL, (route) => route.fulfill({ json: { unexpected: true } }));
    await failsThenRetries();
  });

  it('shows Load failed with Retry when the answer comes after the timeout', async () => {
    const held: Route[] = [];
    // Held, never answered: the app's own timeout has to end the wait.
    await page.route(DETAIL, (route) => {
      held.push(route);
    });
    await failsThenRetries();
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  }, 90_000);
});
