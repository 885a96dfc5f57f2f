import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portfolioBook } from '../../shared/testing/market-fixtures';
import { createFakeServer } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { PortfolioSummary } from './portfolio-summary';

const api = createFakeServer({
  portfolioSummary: () => ({
    data: {
      books: [
        portfolioBook('NGN', {
          marketValue: '49549.50',
          dayChange: '3039.00',
          dayChangePercent: '6.53',
          unrealisedPnl: '8260.50',
          realisedPnl: '-2242.50',
          cash: '60882.43',
        }),
        portfolioBook('USD', { cash: '12.30' }),
      ],
    },
  }),
});

describe('Portfolio summary', () => {
  it('shows each currency book with its sign: value, today’s change, P&L and cash', async () => {
    renderScreen(<PortfolioSummary />, {
      server: api,
      route: '/position',
      path: '/position',
      loggedIn: true,
    });
    const ngn = await screen.findByRole('generic', { name: 'Holdings in NGN' });
    expect(within(ngn).getByText('₦49,549.50')).toBeTruthy();
    expect(within(ngn).getByLabelText("Today's change").textContent).toBe('+₦3,039.00+6.53%');
    expect(within(ngn).getByText('+₦8,260.50')).toBeTruthy();
    expect(within(ngn).getByText('-₦2,242.50')).toBeTruthy();
    expect(within(ngn).getByText('₦60,882.43')).toBeTruthy();

    const usd = screen.getByRole('generic', { name: 'Holdings in USD' });
    expect(within(usd).getAllByText('$0.00')).toHaveLength(4);
    expect(within(usd).getByText('$12.30')).toBeTruthy();
    expect(within(usd).getByText('Total market value (USD)')).toBeTruthy();
    // Nothing held: no sign on zero, and no percent to show.
    expect(within(usd).getByLabelText("Today's change").textContent).toBe('$0.00--');
  });
});
