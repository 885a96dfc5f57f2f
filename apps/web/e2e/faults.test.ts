import { ClientMessage } from '@trading/contract';
import { startFeedProxy } from '@trading/e2e/feed-proxy';
import type { Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession, withoutServerData } from './browser';

/**
 * Faults on one tenant: the feed client, the API base query and the error panel are the same
 * JavaScript in all four builds (e2e/bundle.test.ts proves the bytes identical), so a second
 * tenant would run the very same code again.
 */
const port = inject('port');
const origin = `http://ngn.localhost:${port}`;
const STOCK = { id: 1001, path: '/stock/1001' };
const LOAD_FAILED = 'Load failed, please try again.';

const phone = phoneSession();

/** Waits until the shown price differs from `shown`: the feed is delivering ticks. */
async function priceMovesFrom(shown: string | null): Promise<void> {
  await phone.page.waitForFunction(
    (before) => document.querySelector('[data-testid="stock-price"]')?.textContent !== before,
    shown,
    // Prices move on a 0.01 grid, so a quiet stock can repeat its price for several ticks.
    { timeout: 45_000 },
  );
}

describe('the live feed drops and comes back', () => {
  it('marks the price not live while down, then re-subscribes and moves it again', async () => {
    const subscribedSymbols: string[] = [];
    // The feed socket lives in a worker, out of Playwright's WebSocket routing, so the feed is
    // watched and cut in a proxy in front of the server instead.
    const proxy = await startFeedProxy({
      upstreamPort: port,
      onConnection(connection) {
        connection.onClientMessage = (text) => {
          const parsed = ClientMessage.safeParse(JSON.parse(text));
          if (parsed.success && parsed.data.action === 'SUBSCRIBE')
            subscribedSymbols.push(...parsed.data.symbols.map((s) => s.symbol));
        };
      },
    });
    try {
      await phone.page.goto(`http://ngn.localhost:${proxy.port}${STOCK.path}`);
      const price = phone.page.getByTestId('stock-price');
      await price.waitFor();
      const notLive = phone.page.getByRole('status').filter({ hasText: 'Not live' });
      await priceMovesFrom(await price.textContent());
      expect(await notLive.count()).toBe(0);
      const symbol = subscribedSymbols[0];
      expect(symbol).toBeTruthy();

      proxy.setFeedUp(false);
      await notLive.waitFor();
      const frozen = await price.textContent();
      // The client's reconnect attempts fail for a while, and the price stays marked meanwhile.
      await expect.poll(() => proxy.refused(), { timeout: 30_000 }).toBeGreaterThan(1);
      expect(await notLive.count()).toBe(1);
      expect(await price.textContent()).toBe(frozen);
      subscribedSymbols.length = 0;

      proxy.setFeedUp(true);
      await notLive.waitFor({ state: 'detached', timeout: 45_000 });
      expect(subscribedSymbols).toContain(symbol);
      await priceMovesFrom(frozen);
    } finally {
      proxy.close();
    }
  }, 150_000);
});

describe('the API fails or answers too slowly', () => {
  const DETAIL = '**/api/stock/detail**';

  /** The stock page shows the error panel; once requests pass again, Retry draws the stock. */
  async function failsThenRetries(): Promise<void> {
    // The stock's first read made by the browser, not brought in the server-rendered page.
    await withoutServerData(phone.page);
    await phone.page.goto(`${origin}${STOCK.path}`);
    const panel = phone.page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    // The default timeout class gives up after 10 s (TIMEOUTS in the contract).
    await panel.waitFor({ timeout: 30_000 });
    expect(await phone.page.getByTestId('stock-price').count()).toBe(0);
    await phone.page.unroute(DETAIL);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await phone.page.getByTestId('stock-price').waitFor();
    expect(await panel.count()).toBe(0);
  }

  it('shows Load failed with Retry on a 500, and Retry loads the stock', async () => {
    await phone.page.route(DETAIL, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await failsThenRetries();
  });

  it('shows Load failed with Retry on an answer that is not an envelope', async () => {
    await phone.page.route(DETAIL, (route) => route.fulfill({ json: { unexpected: true } }));
    await failsThenRetries();
  });

  it('shows Load failed with Retry when the answer comes after the timeout', async () => {
    const held: Route[] = [];
    // Held, never answered: the app's own timeout has to end the wait.
    await phone.page.route(DETAIL, (route) => {
      held.push(route);
    });
    await failsThenRetries();
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  }, 90_000);
});
