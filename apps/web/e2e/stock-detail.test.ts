import type { TenantId } from '@trading/contract/tenant';
import { TickEvent } from '@trading/contract';
import { TENANT_IDS } from '../vite/tenant-id';
import { loadTenant } from '../vite/load-tenant';
import { tenantsCovering } from './tenant-rules';
import { startFeedProxy, type FeedConnection } from '@trading/e2e/feed-proxy';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { preferEnglish } from './account-helpers';
import { phoneContext, phoneSession } from './browser';
import { registerWithApi, signInPage, signInWithApi } from './sign-in';

const port = inject('port');

/** A listed stock of each tenant's home market (the server's instrument table). */
const HOME_STOCK: Record<TenantId, { id: number; symbol: string }> = {
  ngn: { id: 1001, symbol: 'DANGCEM' },
  inr: { id: 2001, symbol: 'RELIANCE' },
  brl: { id: 3001, symbol: 'PETR4' },
  usd: { id: 4001, symbol: 'AAPL' },
};

/** A price's digits, whatever the tenant's sign, grouping and decimal point. */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

const phone = phoneSession();

/** What the layout check reads of Highcharts' public chart list. */
interface HighchartsGlobal {
  charts: Array<
    { container: HTMLElement; plotHeight: number; yAxis: { len: number }[] } | undefined
  >;
}

describe.each(tenantsCovering('trade unit'))('stock detail, tenant %s', (tenantId) => {
  it('draws the live chart, switches period, moves the price, buys 10 as demo and holds them', async () => {
    // The feed runs through a proxy that keeps each relayed socket and the server's last tick,
    // so the test can send one more tick as the server would: a quiet stock can repeat its
    // price on the 0.01 grid for most of a minute.
    const stock = HOME_STOCK[tenantId]!;
    const sockets: FeedConnection[] = [];
    let lastTick: TickEvent | undefined;
    // While the test's own tick is on screen, the server's next ones for the stock are held
    // back: one arriving first would replace it (the server ticks about once a second).
    let holdTicks = false;
    const proxy = await startFeedProxy({
      upstreamPort: port,
      onConnection(connection) {
        sockets.push(connection);
        connection.onServerMessage = (text) => {
          const parsed = TickEvent.safeParse(JSON.parse(text));
          if (!parsed.success || parsed.data.symbol !== stock.symbol) return true;
          lastTick = parsed.data;
          return !holdTicks;
        };
      },
    });
    try {
      const origin = `http://${tenantId}.localhost:${proxy.port}`;
      await phone.page.goto(`${origin}/stock/${stock.id}`);
      const price = phone.page.getByTestId('stock-price');
      await price.waitFor();
      // The browser suite's server keeps the 24 h demo market (MARKET_SESSIONS=always): the
      // page says the market is open, and names it the demo market rather than a close time.
      const state = phone.page.getByTestId('market-state');
      await state.waitFor();
      expect(await state.getAttribute('data-state')).toBe('OPEN');
      expect(await state.textContent()).toMatch(/24/);
      // 1m opens on a still picture of its area; D brings the live chart, as candles.
      await phone.page
        .getByTestId('stock-chart-picture')
        .locator('path')
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await phone.page.locator('.highcharts-container').count()).toBe(0);
      await phone.page.getByRole('tab', { name: 'D' }).click();
      await phone.page
        .locator('.highcharts-candlestick-series path.highcharts-point')
        .first()
        .waitFor();
      expect(
        await phone.page.locator('.highcharts-candlestick-series path.highcharts-point').count(),
      ).toBeGreaterThan(10);

      // The server ticks each subscribed symbol about once a second, and the page shows it.
      await expect.poll(() => lastTick, { timeout: 20_000 }).toBeDefined();
      const real = lastTick!;
      await expect
        .poll(async () => digits(await price.textContent()))
        .toBe(digits(real.price.toFixed(2)));
      const moved = Number((real.price + 1).toFixed(2));
      const socket = sockets.find((connection) => connection.open)!;
      holdTicks = true;
      socket.toClient(
        JSON.stringify({
          ...real,
          timestamp: real.timestamp + 1,
          price: moved,
          priceChange: Number((real.priceChange + 1).toFixed(2)),
        }),
      );
      await expect
        .poll(async () => digits(await price.textContent()))
        .toBe(digits(moved.toFixed(2)));
      holdTicks = false;

      const token = await signInWithApi(phone.page);
      await phone.page.evaluate((value) => localStorage.setItem('token', value), token);
      await phone.page.reload();
      await phone.page.getByRole('button', { name: 'Buy' }).click();
      const sheet = phone.page.getByRole('dialog');
      expect(await sheet.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('10');
      await sheet.getByRole('button', { name: 'Buy' }).click();
      await sheet.getByRole('button', { name: 'Place order' }).click();
      await phone.page.getByText('Buy Success!').waitFor();
      await phone.page.waitForURL(`${origin}/position`);
      // Holdings list the stock with at least the 10 just bought (demo may hold more already).
      const holding = phone.page.getByTestId('position-row').filter({ hasText: stock.symbol });
      const amount = holding
        .locator('dt', { hasText: 'Amount' })
        .locator('xpath=following-sibling::dd');
      expect(Number(digits(await amount.textContent()))).toBeGreaterThanOrEqual(10);
    } finally {
      proxy.close();
    }
  }, 150_000);
});

/** An instrument of a market the tenant does not show. */
const FOREIGN_STOCK: Record<TenantId, number> = { ngn: 2001, inr: 3001, brl: 1001, usd: 1001 };
/** An index of each tenant's home market. */
const HOME_INDEX: Record<TenantId, number> = { ngn: 1101, inr: 2101, brl: 3101, usd: 4101 };

describe.each(tenantsCovering('trade unit'))('stock detail edge cases, tenant %s', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  it.each([
    ['an id that does not exist', 999_999],
    ["another tenant's stock", FOREIGN_STOCK[tenantId]],
  ])('shows %s as not found, with no Retry that cannot help', async (_, id) => {
    await phone.page.goto(`${origin}/stock/${id}`);
    await phone.page.getByText(/does not exist|não existe|不存在/).waitFor();
    expect(await phone.page.getByRole('button', { name: /retry|tentar/i }).count()).toBe(0);
    expect(await phone.page.getByTestId('stock-price').count()).toBe(0);
  });

  it('shows an index level in points, with no currency sign and no trade buttons', async () => {
    await phone.page.goto(`${origin}/stock/${HOME_INDEX[tenantId]}`);
    const price = phone.page.getByTestId('stock-price');
    await price.waitFor();
    expect(await price.textContent()).toMatch(/^[\d.,\s]+$/);
    await phone.page.getByText(/^(pts|点)$/).waitFor();
    expect(await phone.page.getByRole('button', { name: /^(buy|comprar|买入)$/i }).count()).toBe(0);
  });
});

describe.each(tenantsCovering('trade unit'))('indicator settings, tenant %s', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  const stockUrl = `${origin}/stock/${HOME_STOCK[tenantId]!.id}`;

  /** Opens the settings on MA and reads its first period, as the user sees it. */
  async function firstMaPeriod(page: Page) {
    await page
      .getByTestId('stock-chart-picture')
      .locator('path')
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Indicator settings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Indicator settings' });
    const period = sheet.getByRole('spinbutton', { name: 'Period 1' });
    const value = await period.getAttribute('aria-valuenow');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    return value;
  }

  async function setFirstMaPeriod(page: Page, value: number) {
    await page.getByRole('button', { name: 'Indicator settings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Indicator settings' });
    await sheet.getByRole('spinbutton', { name: 'Period 1' }).fill(String(value));
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.waitFor({ state: 'hidden' });
  }

  it("keeps a guest's MA period on the device, and an investor's with the account on every device", async () => {
    const { page, browser } = phone;
    await page.goto(stockUrl);
    // KLineChart's MA 5, 10, 30, 60 until someone changes them.
    expect(await firstMaPeriod(page)).toBe('5');
    await setFirstMaPeriod(page, 7);
    await page.reload();
    expect(await firstMaPeriod(page)).toBe('7');

    // An investor starts from the defaults, not the device's guest set, and keeps theirs.
    const investor = await registerWithApi(page, tenantId, 'chart');
    await signInPage(page, investor);
    await page.reload();
    expect(await firstMaPeriod(page)).toBe('5');
    await setFirstMaPeriod(page, 12);
    await expect.poll(() => firstMaPeriod(page)).toBe('12');

    // Another device: a fresh browser context, signed in as the same investor.
    const other = await phoneContext(browser);
    try {
      await preferEnglish(other);
      const otherPage = await other.newPage();
      await otherPage.goto(origin);
      await signInPage(otherPage, investor);
      await otherPage.goto(stockUrl);
      expect(await firstMaPeriod(otherPage)).toBe('12');
    } finally {
      await other.close();
    }

    // Signed out, this device draws the guest's set again.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();
    expect(await firstMaPeriod(page)).toBe('7');
  }, 120_000);
});

describe.each(tenantsCovering('trade unit'))('stock detail layout, tenant %s', (tenantId) => {
  it('fills the phone: chart at least half its height, trade footer pinned to its bottom', async () => {
    const { page } = phone;
    const viewport = page.viewportSize()!;
    await page.goto(`http://${tenantId}.localhost:${port}/stock/${HOME_STOCK[tenantId]!.id}`);
    // A touch on the still picture brings the live chart in its place.
    await page.getByTestId('stock-chart-picture').tap({ timeout: 20_000 });
    const chart = page.getByTestId('stock-chart');
    await chart.locator('.highcharts-area-series path').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('stock-chart-picture').waitFor({ state: 'detached' });
    const footer = page.locator('main footer');
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const expectPinned = async () => {
      const { y, height } = await box(footer);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + height).toBeCloseTo(viewport.height, 0);
      expect((await box(chart)).height).toBeGreaterThanOrEqual(viewport.height / 2);
    };
    await expectPinned();

    const indicators = page.getByRole('group', { name: 'Indicators' });
    const panes = chart.locator('.highcharts-yaxis-labels');
    for (const [kind, count] of [
      ['MACD', 3],
      ['KDJ', 4],
    ] as const) {
      await indicators.getByRole('button', { name: kind }).click();
      await expect.poll(() => panes.count()).toBe(count);
    }
    await expectPinned();
    // Each indicator pane is titled with its parameters and its lines' latest values, and the
    // price axis never writes two ticks the same.
    const macdTitle = page.getByTestId('chart-pane-titles').locator('p', { hasText: 'MACD(' });
    await expect
      .poll(() => macdTitle.textContent(), { timeout: 10_000 })
      .toMatch(/^MACD\(12,26,9\) MACD -?[\d.,]+ DIF -?[\d.,]+ DEA -?[\d.,]+$/);
    const priceLabels = await panes.first().locator('text').allTextContents();
    expect(new Set(priceLabels).size).toBe(priceLabels.length);
    // However many panes: the page scrolls under the footer rather than pushing it off.
    for (const kind of ['RSI', 'WR', 'BOLL'])
      await indicators.getByRole('button', { name: kind }).click();
    await expect.poll(() => panes.count()).toBe(6);
    await expectPinned();
    // All six on: the prices keep at least half the plot, as Highcharts laid it out.
    await expect
      .poll(() =>
        page.evaluate(() => {
          // The UMD build, bundled as CommonJS, leaves itself on window as _Highcharts.
          const { _Highcharts } = window as unknown as { _Highcharts?: HighchartsGlobal };
          const charts = _Highcharts?.charts ?? [];
          const chart = charts.find((c) => c?.container.closest('[data-testid="stock-chart"]'));
          return chart ? chart.yAxis[0]!.len / chart.plotHeight : 0;
        }),
      )
      .toBeGreaterThanOrEqual(0.5);
  }, 60_000);
});

describe('key statistics and market depth', () => {
  it('shows key statistics on every tenant, the live price placed in its 52-week range', async () => {
    for (const tenantId of TENANT_IDS) {
      const { page } = phone;
      await page.goto(`http://${tenantId}.localhost:${port}/stock/${HOME_STOCK[tenantId]!.id}`);
      const stats = page.getByRole('region', {
        name: /^(Key statistics|Estatísticas principais|关键数据)$/,
      });
      const range = stats.getByRole('meter');
      await range.waitFor({ timeout: 20_000 });
      const [low, high, now] = await Promise.all(
        ['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map(async (name) =>
          Number(await range.getAttribute(name)),
        ),
      );
      expect(low).toBeLessThanOrEqual(now!);
      expect(now).toBeLessThanOrEqual(high!);
      // Market cap is written short in the reader's language: digits and a unit, never all digits.
      const cap = stats.locator('dt', { hasText: /^(Market cap|Valor de mercado|市值)$/ });
      expect(await cap.locator('xpath=following-sibling::dd').textContent()).toMatch(/\d\D*$/);
    }
  }, 120_000);

  it.each(tenantsCovering('market depth'))(
    'shows the live order book on tenant %s when its brokers show one, else none',
    async (tenantId) => {
      const { page } = phone;
      await page.goto(`http://${tenantId}.localhost:${port}/stock/${HOME_STOCK[tenantId]!.id}`);
      await page.getByRole('meter').waitFor({ timeout: 20_000 });
      const depth = page.getByRole('region', {
        name: /^(Market depth|Livro de ofertas|市场深度)$/,
      });
      if (!loadTenant(tenantId).definition.market.showDepth) {
        expect(await depth.count()).toBe(0);
        return;
      }
      const book = depth.getByTestId('depth-book');
      await book.waitFor({ timeout: 20_000 });
      const bids = depth.getByTestId('depth-total-bid');
      expect(Number(digits(await bids.textContent()))).toBeGreaterThan(0);
      // The server sends a new book every second: the table changes without a reload.
      const first = await book.textContent();
      await expect.poll(() => book.textContent(), { timeout: 10_000 }).not.toBe(first);
    },
    60_000,
  );
});
