import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { portfolioBook, position } from '../../shared/testing/market-fixtures';
import { createFakeServer, pageOf } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { PositionScreen } from './position-screen';

const api = createFakeServer({
  portfolioSummary: () => ({
    data: { books: [portfolioBook('NGN', { marketValue: '2500.00' })] },
  }),
  positions: (request) =>
    pageOf(
      [
        position(5, {
          availableAmount: 30,
          lockedAmount: 20,
          avgPrice: '10',
          currentPrice: '12.5',
          previousClose: '12.4',
        }),
      ],
      request,
    ),
});

describe('Holdings', () => {
  it('says its prices are not live while the device is offline (the list is the kept answer)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderScreen(<PositionScreen />, { server: api, path: '/position', loggedIn: true });
      await screen.findByTestId('position-row');
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Not live');
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText('Not live')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows amount, and average, current price, PNL and market value in the currency, moving with the feed', async () => {
    const view = renderScreen(<PositionScreen />, {
      server: api,
      route: '/position',
      path: '/position',
      loggedIn: true,
    });
    const row = await screen.findByTestId('position-row');
    expect(within(row).getByText('50')).toBeTruthy();
    expect(within(row).getByText('₦10.00')).toBeTruthy();
    expect(within(row).getByText('₦12.50')).toBeTruthy();
    expect(within(row).getByText('₦625.00')).toBeTruthy();
    const pnl = within(row).getByLabelText('Profit and loss');
    expect(pnl.textContent).toBe('+₦125.00+25.00%');
    // 50 × (12.50 − 12.40); 625 of the book's 2,500.
    expect(within(row).getByText('+₦5.00')).toBeTruthy();
    expect(await within(row).findByText('25.0%')).toBeTruthy();
    await waitFor(() =>
      expect(view.feed.subscribed()).toContainEqual({ symbol: 'SYM5', exchange: 'NSENG' }),
    );
    view.feed.tick({
      symbol: 'SYM5',
      exchange: 'NSENG',
      price: 9.9,
      priceChange: 0,
      percentChange: 0,
    });
    await waitFor(() => expect(pnl.textContent).toBe('-₦5.00-1.00%'));
    expect(within(row).getByText('₦495.00')).toBeTruthy();
    expect(within(row).getByText('-₦125.00')).toBeTruthy();
    // The summary moves with it: 2,500 − 50 × (12.50 − 9.90); the day's −130 over 2,500.
    const book = screen.getByTestId('portfolio-book');
    expect(within(book).getByText('₦2,370.00')).toBeTruthy();
    expect(within(book).getByLabelText("Today's change").textContent).toBe('-₦130.00-5.20%');
  });
});
