import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chart } from 'highcharts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../stock-detail/testing/fake-server';
import { candles, renderStockDetail } from '../stock-detail/testing/render-stock-detail';
import { loadChartLibrary } from './chart-library';
import { KlinePanel } from './kline-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = <KlinePanel stockId={7} symbol="DANGCEM" exchange="NSENG" />;

async function drawnChart(): Promise<Chart> {
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

  it('draws 1m as an area and reloads another period as candles', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(panel);
    await waitFor(() => expect(document.querySelector('.highcharts-area-series')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(document.querySelector('.highcharts-candlestick-series')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'D' }));
    await waitFor(
      () => expect(document.querySelector('.highcharts-candlestick-series')).not.toBeNull(),
      { timeout: 10_000 },
    );
    expect(server.sent('GET /stock/historyKline').map((c) => c.query.get('timePeriod'))).toEqual([
      'MIN1',
      'DAY',
    ]);
  });

  it('masks the chart with "Not Yet Listed" when 1m has no candles', async () => {
    renderStockDetail(panel, { api: { 'GET /stock/historyKline': () => ok([]) } });
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
        'GET /stock/historyKline': (call) =>
          ok([...(call.query.get('timestamp') ? older : latest)].reverse()),
      },
    });
    const chart = await drawnChart();
    expect(chart.get('price')).toBeDefined();
    act(() => chart.xAxis[0]!.setExtremes(oldest, oldest + 30 * 60_000));
    await waitFor(() => expect(server.sent('GET /stock/historyKline')).toHaveLength(2));
    expect(server.sent('GET /stock/historyKline')[1]?.query.get('timestamp')).toBe(String(oldest));
    await waitFor(() => {
      const xs = (
        chart.get('price') as unknown as { options: { data: number[][] } }
      ).options.data.map((row) => row[0]);
      expect(xs).toHaveLength(199);
      expect(new Set(xs).size).toBe(199);
    });
  });
});
