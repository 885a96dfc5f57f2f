import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartSettings } from '@trading/contract';
import type { Chart } from 'highcharts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../shared/testing/fake-api';
import type { RenderedScreen } from '../../../shared/testing/render-screen';
import { candles, renderStockDetail } from '../testing/render-stock-detail';
import { loadChartLibrary } from '../../../shared/chart/chart-library';
import { KlinePanel } from './kline-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const panel = <KlinePanel stockId={7} symbol="DANGCEM" exchange="NSENG" />;

/** The still picture the panel opens on. */
function picture() {
  return screen.findByTestId('stock-chart-picture', {}, { timeout: 10_000 });
}

/** Touches the picture, as a user reaching for the chart, and waits for Highcharts to draw. */
async function drawnChart(): Promise<Chart> {
  const still = screen.queryByTestId('stock-chart-picture') ?? (await picture());
  fireEvent.pointerDown(still);
  const { Highcharts } = await loadChartLibrary();
  let chart: Chart | undefined;
  await waitFor(
    () => {
      chart = Highcharts.charts.find((c) => c?.series !== undefined);
      expect(chart).toBeDefined();
    },
    { timeout: 10_000 },
  );
  return chart!;
}

/** The names of the lines on the chart now drawn (a change of parameters draws a new one). */
async function lineNames(): Promise<string[]> {
  const { Highcharts } = await loadChartLibrary();
  const chart = Highcharts.charts.filter((c) => c?.series !== undefined).at(-1);
  return chart?.series.map((series) => series.name) ?? [];
}

const DEFAULT_PARAMS: ChartSettings['params'] = {
  MA: [5, 10, 30, 60],
  BOLL: [20, 2],
  MACD: [12, 26, 9],
  KDJ: [9, 3, 3],
  RSI: [6, 12, 24],
  WR: [6, 10, 14],
};

/** The chart settings the panel last sent to the account (PUT /user/chartSettings). */
const lastSaved = (server: RenderedScreen['server']) =>
  server.sent('chartSettingsSave').at(-1)?.body;

describe('KlinePanel', () => {
  it('offers the periods in the order 1m, D, W, M, 5m, 15m, 30m', () => {
    renderStockDetail(panel);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '1m',
      'D',
      'W',
      'M',
      '5m',
      '15m',
      '30m',
    ]);
  });

  it('opens 1m on a still picture of the area, volume and MA lines; a touch brings the live chart in its place', async () => {
    renderStockDetail(panel, { api: { stockHistoryKline: () => ok([...candles(100)].reverse()) } });
    const still = await picture();
    expect(within(still).getByRole('img', { name: 'Price chart' })).toBeTruthy();
    // The area and its line, MA 5, 10, 30 and 60, one volume bar per candle of the opening
    // window (the last 60 of 100).
    expect(still.querySelectorAll('path')).toHaveLength(2 + 4);
    expect(still.querySelectorAll('rect')).toHaveLength(60);
    expect(document.querySelector('.highcharts-container')).toBeNull();
    fireEvent.pointerDown(still);
    await waitFor(() => expect(document.querySelector('.highcharts-area-series')).not.toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.queryByTestId('stock-chart-picture')).toBeNull());
  });

  it('reloads another period as candles', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(panel);
    await picture();
    await user.click(screen.getByRole('tab', { name: 'D' }));
    await waitFor(
      () => expect(document.querySelector('.highcharts-candlestick-series')).not.toBeNull(),
      { timeout: 10_000 },
    );
    expect(server.sent('stockHistoryKline').map((c) => c.query.get('timePeriod'))).toEqual([
      'MIN1',
      'DAY',
    ]);
  });

  it('masks the chart with "Not Yet Listed" when 1m has no candles', async () => {
    renderStockDetail(panel, { api: { stockHistoryKline: () => ok([]) } });
    expect(await screen.findByText('Not Yet Listed')).toBeTruthy();
    expect(screen.queryByTestId('stock-chart')).toBeNull();
  });

  it('loads the older page by the oldest timestamp at the left edge and merges it without duplicates', async () => {
    const latest = candles(100);
    const oldest = latest[0]!.timestamp;
    // The older page overlaps the loaded one by one candle (the server's clock moved on).
    const older = candles(100, oldest + 60_000);
    const { server } = renderStockDetail(panel, {
      api: {
        stockHistoryKline: (call) =>
          ok([...(call.query.get('timestamp') ? older : latest)].reverse()),
      },
    });
    const chart = await drawnChart();
    expect(chart.get('price')).toBeDefined();
    act(() => chart.xAxis[0]!.setExtremes(oldest, oldest + 30 * 60_000));
    await waitFor(() => expect(server.sent('stockHistoryKline')).toHaveLength(2));
    expect(server.sent('stockHistoryKline')[1]?.query.get('timestamp')).toBe(String(oldest));
    await waitFor(() => {
      const xs = (
        chart.get('price') as unknown as { options: { data: number[][] } }
      ).options.data.map((row) => row[0]);
      expect(xs).toHaveLength(199);
      expect(new Set(xs).size).toBe(199);
    });
  });

  describe('indicator settings', () => {
    it("draws KLineChart's MA 5, 10, 30 and 60 until the user changes them", async () => {
      renderStockDetail(panel);
      await drawnChart();
      expect(await lineNames()).toEqual(['price', 'volume', 'MA5', 'MA10', 'MA30', 'MA60']);
    });

    it('saves a changed period with the signed-in account and draws it', async () => {
      const user = userEvent.setup();
      const { server } = renderStockDetail(panel);
      await drawnChart();
      await user.click(screen.getByRole('button', { name: 'Indicator settings' }));
      const sheet = screen.getByRole('dialog', { name: 'Indicator settings' });
      expect(within(sheet).getByRole('tab', { name: 'MA' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      const first = within(sheet).getByRole('spinbutton', { name: 'Period 1' });
      await user.clear(first);
      await user.type(first, '7');
      await user.click(within(sheet).getByRole('button', { name: 'Save' }));
      await waitFor(async () => expect(await lineNames()).toContain('MA7'), { timeout: 10_000 });
      expect(lastSaved(server)).toEqual({
        indicators: ['MA'],
        params: { ...DEFAULT_PARAMS, MA: [7, 10, 30, 60] },
      });
      expect(localStorage.length).toBe(0);
    });

    it('draws with the indicators and parameters the account keeps, not the device’s', async () => {
      localStorage.setItem('indicatorParams:guest', JSON.stringify({ MA: [8, 10, 30, 60] }));
      const kept: ChartSettings = {
        indicators: ['MA', 'RSI'],
        params: { ...DEFAULT_PARAMS, MA: [7, 10, 30, 60] },
      };
      renderStockDetail(panel, { api: { chartSettings: () => ok(kept) } });
      await drawnChart();
      expect(await lineNames()).toEqual([
        'price',
        'volume',
        'MA7',
        'MA10',
        'MA30',
        'MA60',
        'RSI6',
        'RSI12',
        'RSI24',
      ]);
    });

    it('keeps the indicators a signed-in user turns on and off with the account', async () => {
      const user = userEvent.setup();
      const { server } = renderStockDetail(panel);
      await drawnChart();
      await user.click(screen.getByRole('button', { name: 'KDJ' }));
      await waitFor(() => expect(lastSaved(server)).toMatchObject({ indicators: ['MA', 'KDJ'] }));
      await user.click(screen.getByRole('button', { name: 'MA' }));
      await waitFor(() => expect(lastSaved(server)).toMatchObject({ indicators: ['KDJ'] }));
    });

    it('keeps a guest’s parameters on the device under "guest", asking the server nothing', async () => {
      const user = userEvent.setup();
      const { server } = renderStockDetail(panel, { loggedIn: false });
      await drawnChart();
      await user.click(screen.getByRole('button', { name: 'Indicator settings' }));
      const sheet = screen.getByRole('dialog');
      await user.click(within(sheet).getAllByRole('button', { name: 'Increase' })[0]!);
      await user.click(within(sheet).getByRole('button', { name: 'Save' }));
      expect(JSON.parse(localStorage.getItem('indicatorParams:guest')!)).toEqual({
        MA: [6, 10, 30, 60],
      });
      expect(server.sent('userProfile')).toHaveLength(0);
      expect(server.sent('chartSettings')).toHaveLength(0);
    });

    it('opens on the indicator last turned on, and resets it to the defaults', async () => {
      const user = userEvent.setup();
      const kept: ChartSettings = {
        indicators: ['MA'],
        params: { ...DEFAULT_PARAMS, RSI: [14, 12, 24] },
      };
      const { server } = renderStockDetail(panel, { api: { chartSettings: () => ok(kept) } });
      await drawnChart();
      await user.click(screen.getByRole('button', { name: 'RSI' }));
      await user.click(screen.getByRole('button', { name: 'Indicator settings' }));
      const sheet = screen.getByRole('dialog');
      expect(within(sheet).getByRole('tab', { name: 'RSI' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      const first = within(sheet).getByRole('spinbutton', { name: 'Period 1' });
      expect((first as HTMLInputElement).value).toBe('14');
      await user.click(within(sheet).getByRole('button', { name: 'Reset to defaults' }));
      expect((first as HTMLInputElement).value).toBe('6');
      await user.click(within(sheet).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(lastSaved(server)).toEqual({ indicators: ['MA', 'RSI'], params: DEFAULT_PARAMS }),
      );
    });

    it('refuses 0, 999 and fractions with a message in the field, and will not save them', async () => {
      const user = userEvent.setup();
      const { server } = renderStockDetail(panel);
      await drawnChart();
      await user.click(screen.getByRole('button', { name: 'Indicator settings' }));
      const sheet = screen.getByRole('dialog');
      await user.click(within(sheet).getByRole('tab', { name: 'RSI' }));
      const first = within(sheet).getByRole('spinbutton', { name: 'Period 1' });
      const save = within(sheet).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      for (const typed of ['0', '999', '2.5']) {
        await user.clear(first);
        await user.type(first, `${typed}{Enter}`);
        await user.tab();
        // Kept as typed, never pulled into range behind the user's back.
        expect((first as HTMLInputElement).value).toBe(typed);
        expect(first.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
          'Enter a whole number from 1 to 250.',
        );
        expect(save.disabled).toBe(true);
      }
      expect(server.sent('chartSettingsSave')).toHaveLength(0);
      await user.clear(first);
      await user.type(first, '7');
      expect(first.getAttribute('aria-invalid')).toBe('false');
      await user.click(save);
      await waitFor(() =>
        expect(lastSaved(server)).toMatchObject({ params: { RSI: [7, 12, 24] } }),
      );
    });

    it('will not save a MACD whose fast period is not below its slow one', async () => {
      const user = userEvent.setup();
      renderStockDetail(panel);
      await drawnChart();
      await user.click(screen.getByRole('button', { name: 'Indicator settings' }));
      const sheet = screen.getByRole('dialog');
      await user.click(within(sheet).getByRole('tab', { name: 'MACD' }));
      const fast = within(sheet).getByRole('spinbutton', { name: 'Fast period' });
      await user.clear(fast);
      await user.type(fast, '30{Enter}');
      expect(within(sheet).getByRole('alert').textContent).toBe(
        "MACD's fast period must be shorter than its slow period.",
      );
      expect(
        (within(sheet).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled,
      ).toBe(true);
    });
  });
});
