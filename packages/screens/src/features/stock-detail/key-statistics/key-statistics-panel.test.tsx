import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StockDetailScreen } from '../stock-detail-screen';
import { ok } from '../../../shared/testing/fake-api';
import { renderStockDetail, STATISTICS } from '../testing/render-stock-detail';

afterEach(cleanup);

const panel = async () => screen.findByRole('region', { name: 'Key statistics' });
const cell = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextSibling?.textContent;

describe('key statistics on the stock page', () => {
  it('lists volume against its average, market cap in short, ratios, lot, tick and circuit', async () => {
    renderStockDetail(<StockDetailScreen />);
    const region = await panel();
    await within(region).findByText('Market cap');
    expect(cell(region, 'Volume')).toBe('5,000');
    expect(cell(region, 'Avg. volume (30 days)')).toBe('4,000');
    expect(cell(region, 'Volume vs average')).toBe('1.25×');
    expect(cell(region, 'Market cap')).toBe('₦1.69T');
    expect(cell(region, 'P/E ratio')).toBe('3.33');
    expect(cell(region, 'Dividend yield')).toBe('30.00%');
    expect(cell(region, 'Lot size')).toBe('10 shares');
    expect(cell(region, 'Tick size')).toBe('₦0.01');
    expect(cell(region, 'Circuit limits')).toBe('₦88.20 – ₦107.80');
  });

  it('places the live price in the 52-week range, widening it when the price passes an end', async () => {
    const { feed } = renderStockDetail(<StockDetailScreen />);
    const region = await panel();
    const meter = await within(region).findByRole('meter', { name: '52-week range' });
    expect(meter.getAttribute('aria-valuenow')).toBe('100');
    expect(within(region).getByTestId('range-low').textContent).toBe('₦80.00');
    expect(within(region).getByTestId('range-high').textContent).toBe('₦125.00');
    act(() =>
      feed.tick(
        { symbol: 'DANGCEM', exchange: 'NSENG' },
        { price: 130, priceChange: 32, percentChange: 32.65 },
      ),
    );
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('130'));
    expect(within(region).getByTestId('range-high').textContent).toBe('₦130.00');
  });

  it('shows a dash for a loss-making company’s P/E, no circuit where the market has none, and only market figures for an index', async () => {
    renderStockDetail(<StockDetailScreen />, {
      api: { stockStatistics: () => ok({ ...STATISTICS, peRatio: null, circuitLimits: null }) },
    });
    let region = await panel();
    await within(region).findByText('Market cap');
    expect(cell(region, 'P/E ratio')).toBe('—');
    expect(within(region).queryByText('Circuit limits')).toBeNull();
    cleanup();
    renderStockDetail(<StockDetailScreen />, {
      stock: { isIndex: true, tradeState: 'INDEX' },
      api: {
        stockStatistics: () =>
          ok({
            ...STATISTICS,
            marketCap: null,
            peRatio: null,
            dividendYield: null,
            lotSize: null,
            tickSize: null,
            circuitLimits: null,
          }),
      },
    });
    region = await panel();
    await within(region).findByText('Volume');
    for (const label of ['Market cap', 'P/E ratio', 'Dividend yield', 'Lot size', 'Tick size'])
      expect(within(region).queryByText(label)).toBeNull();
    // An index is a level in points: no currency sign on its range.
    expect(within(region).getByTestId('range-low').textContent).toBe('80.00');
  });

  it('writes numbers the reader’s way, in Portuguese', async () => {
    renderStockDetail(<StockDetailScreen />, { language: 'pt' });
    const region = await screen.findByRole('region', { name: 'Estatísticas principais' });
    await within(region).findByText('Valor de mercado');
    expect(cell(region, 'Valor de mercado')).toMatch(/^₦\s?1,69\s?tri$/);
    expect(cell(region, 'Volume')).toBe('5.000');
  });
});
