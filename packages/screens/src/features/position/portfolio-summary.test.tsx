import { screen, within } from '@testing-library/react';
import { exact } from '@trading/ui-kit';
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
          advancePayment: '2952.95',
          locked: '150016.00',
          // 49,549.50 + 60,882.43 + 2,952.95 + 150,016.00
          totalValue: '263400.88',
        }),
        portfolioBook('USD', { cash: '12.30', totalValue: '12.30' }),
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
    expect(within(ngn).getByTestId('portfolio-total').textContent).toBe('₦263,400.88');
    expect(within(ngn).getByText('₦49,549.50')).toBeTruthy();
    expect(within(ngn).getByLabelText("Today's change").textContent).toBe('+₦3,039.00+6.53%');
    // Said what it measures, so it is not read as the chart's time-weighted return.
    const dayChange = within(ngn).getByLabelText("Today's change");
    expect(document.getElementById(dayChange.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Today's change: the shares you hold, now against the previous close.",
    );
    expect(within(ngn).getByText('+₦8,260.50')).toBeTruthy();
    expect(within(ngn).getByText('-₦2,242.50')).toBeTruthy();
    expect(within(ngn).getByText('₦60,882.43')).toBeTruthy();

    const usd = screen.getByRole('generic', { name: 'Holdings in USD' });
    expect(within(usd).getAllByText('$0.00')).toHaveLength(4);
    expect(within(usd).getAllByText('$12.30')).toHaveLength(2);
    expect(within(usd).getByText('Total value (USD)')).toBeTruthy();
    // Nothing held: no sign on zero, and no percent to show.
    expect(within(usd).getByLabelText("Today's change").textContent).toBe('$0.00--');
  });
});

/** "₦263,400.88" → the exact decimal it shows. */
const shown = (text: string | null) => exact.parse((text ?? '').replace(/[^\d.-]/g, ''))!;

describe('Portfolio summary total', () => {
  it('shows every part of the total, and the parts add up to it exactly', async () => {
    renderScreen(<PortfolioSummary />, {
      server: api,
      route: '/position',
      path: '/position',
      loggedIn: true,
    });
    const ngn = await screen.findByRole('generic', { name: 'Holdings in NGN' });
    const parts = within(ngn).getByLabelText('What the total is made of');
    const terms = within(parts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // A part that holds nothing (no withdrawal under review) is left out; it adds nothing.
    expect(terms).toEqual(['Market value', 'Cash available', 'Advance payment', 'Locked in funds']);
    const sum = within(parts)
      .getAllByRole('definition')
      .map((figure) => shown(figure.textContent))
      .reduce(exact.add);
    const total = shown(within(ngn).getByTestId('portfolio-total').textContent);
    expect(exact.compare(sum, total)).toBe(0);
  });
});
