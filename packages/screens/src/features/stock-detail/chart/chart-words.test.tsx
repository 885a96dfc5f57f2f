import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Candle } from '@trading/contract';
import type { Chart } from 'highcharts';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/testing/fake-api';
import { candles, renderStockDetail } from '../testing/render-stock-detail';
import { loadChartLibrary } from '../../../shared/chart/chart-library';
import { KlinePanel } from './kline-panel';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const panel = <KlinePanel stockId={7} symbol="DANGCEM" exchange="NSENG" />;

/** Touches the still picture, as a user reaching for the chart, and waits for Highcharts. */
async function drawnChart(): Promise<Chart> {
  fireEvent.pointerDown(await screen.findByTestId('stock-chart-picture', {}, { timeout: 10_000 }));
  const { Highcharts } = await loadChartLibrary();
  let chart: Chart | undefined;
  await waitFor(
    () => {
      chart = Highcharts.charts.filter((c) => c?.series !== undefined).at(-1);
      expect(chart).toBeDefined();
    },
    { timeout: 10_000 },
  );
  return chart!;
}

/** The chart's tooltip text for the candle at `index`, as a long press shows it. */
function tooltipAt(chart: Chart, index: number): string {
  const points = chart.series.flatMap((series) => series.points.filter((p) => p.index === index));
  act(() => chart.tooltip.refresh(points));
  return document.querySelector('.highcharts-tooltip')?.textContent ?? '';
}

/** Candles around an index level such as NIFTY 50's, moving a few points a minute. */
function indexCandles(count: number): Candle[] {
  return candles(count).map((candle, i) => {
    const close = 23_100 + (i % 7) * 2.25;
    return { ...candle, open: close - 1, high: close + 2, low: close - 2, close };
  });
}

describe("the chart's numbers and words", () => {
  it("writes the tooltip in the reader's language and numbers, values to two decimals", async () => {
    renderStockDetail(panel, {
      language: 'pt',
      api: { stockHistoryKline: () => ok([...indexCandles(100)].reverse()) },
    });
    const text = tooltipAt(await drawnChart(), 99);
    expect(text).toMatch(/Preço: 23\.1\d\d,\d\d/);
    expect(text).toMatch(/Volume: 199/);
    // MA30 of these closes is not a round number: it is shown to the cent, the pt way.
    expect(text).toMatch(/MA30: 23\.1\d\d,\d\d(?!\d)/);
  });

  it("names a candle's open, high, low and close in the reader's words", async () => {
    renderStockDetail(panel, {
      language: 'zh',
      api: { stockHistoryKline: () => ok([...indexCandles(100)].reverse()) },
    });
    await drawnChart();
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    const { Highcharts } = await loadChartLibrary();
    await waitFor(
      () => expect(document.querySelector('.highcharts-candlestick-series')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const chart = Highcharts.charts.filter((c) => c?.series !== undefined).at(-1)!;
    expect(tooltipAt(chart, 99)).toMatch(
      /开盘: 23,1\d\d\.\d\d.*最高: 23,1\d\d\.\d\d.*最低: 23,\d{3}\.\d\d.*收盘: 23,1\d\d\.\d\d.*成交量: 199/,
    );
  });

  it('titles the still picture’s MA lines as the live chart does', async () => {
    renderStockDetail(panel, {
      api: { stockHistoryKline: () => ok([...indexCandles(100)].reverse()) },
    });
    const still = await screen.findByTestId('stock-chart-picture', {}, { timeout: 10_000 });
    expect(within(still).getByTestId('chart-pane-titles').textContent).toMatch(
      /^MA\(5,10,30,60\) MA5 23,1\d\d\.\d\d MA10 23,1\d\d\.\d\d MA30 23,1\d\d\.\d\d MA60 23,1\d\d\.\d\d$/,
    );
  });

  it('titles each indicator pane with its name, parameters and latest values', async () => {
    renderStockDetail(panel, {
      api: { stockHistoryKline: () => ok([...candles(100)].reverse()) },
    });
    await drawnChart();
    fireEvent.click(screen.getByRole('button', { name: 'RSI' }));
    const titles = await screen.findByTestId('chart-pane-titles', {}, { timeout: 10_000 });
    await waitFor(
      () =>
        expect([...titles.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
          expect.stringMatching(
            /^MA\(5,10,30,60\) MA5 \d+\.\d\d MA10 \d+\.\d\d MA30 \d+\.\d\d MA60 \d+\.\d\d$/,
          ),
          expect.stringMatching(/^RSI\(6,12,24\) RSI6 \d+\.\d\d RSI12 \d+\.\d\d RSI24 \d+\.\d\d$/),
        ]),
      { timeout: 10_000 },
    );
  });
});
