import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StockDetailScreen } from '../stock-detail-screen';
import { renderStockDetail } from '../testing/render-stock-detail';

afterEach(cleanup);

const DANGCEM = { symbol: 'DANGCEM', exchange: 'NSENG' } as const;
const withDepth = (showDepth: boolean) => ({
  definition: <T extends { market: object }>(d: T) => ({
    ...d,
    market: { ...d.market, showDepth },
  }),
});
const book = {
  ...DANGCEM,
  price: 100,
  bids: [
    { price: 99.99, quantity: 1200 },
    { price: 99.98, quantity: 300 },
  ],
  asks: [{ price: 100, quantity: 50 }],
  totalBidQuantity: 1500,
  totalAskQuantity: 50,
};

describe('market depth on the stock page', () => {
  it('shows the live book with totals where the tenant shows depth', async () => {
    const { feed } = renderStockDetail(<StockDetailScreen />, withDepth(true));
    const region = await screen.findByRole('region', { name: 'Market depth' });
    expect(within(region).getByRole('status').textContent).toBe('Waiting for the order book…');
    await waitFor(() => expect(feed.depthSubscribed()).toEqual([DANGCEM]));
    act(() => feed.depth(book));
    const table = await within(region).findByTestId('depth-book');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('99.991,200100.0050');
    expect(within(table).getByTestId('depth-total-bid').textContent).toBe('1,500');
    expect(within(table).getByTestId('depth-total-ask').textContent).toBe('50');
    act(() =>
      feed.depth({ ...book, totalAskQuantity: 70, asks: [{ price: 100.01, quantity: 70 }] }),
    );
    await waitFor(() =>
      expect(within(table).getByTestId('depth-total-ask').textContent).toBe('70'),
    );
  });

  it('is absent where the tenant shows none, and asks the feed for no book', async () => {
    const { feed } = renderStockDetail(<StockDetailScreen />, withDepth(false));
    await screen.findByRole('region', { name: 'Key statistics' });
    expect(screen.queryByRole('region', { name: 'Market depth' })).toBeNull();
    await waitFor(() => expect(feed.subscribed()).toEqual([DANGCEM]));
    expect(feed.depthSubscribed()).toEqual([]);
  });

  it('says the book shows while the market is open, when it is closed', async () => {
    const { feed } = renderStockDetail(<StockDetailScreen />, {
      ...withDepth(true),
      stock: { tradeState: 'MARKET_CLOSED' },
    });
    const region = await screen.findByRole('region', { name: 'Market depth' });
    expect(region.textContent).toContain('The order book shows while the market is open.');
    expect(feed.depthSubscribed()).toEqual([]);
  });
});
