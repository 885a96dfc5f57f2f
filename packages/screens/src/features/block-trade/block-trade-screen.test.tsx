import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { BlockTradeScreen } from './block-trade-screen';
import type { BlockTradeItem, OrderRecord } from '@trading/contract';

const usBlock: BlockTradeItem = {
  id: 3,
  stockName: 'Apple Inc.',
  stockExchange: 'US',
  stockSymbol: 'AAPL',
  price: '230.00',
  discountRate: '-5',
  currencyType: 'USD',
};
const localBlock: BlockTradeItem = {
  ...usBlock,
  id: 4,
  stockName: 'Zenith Bank',
  stockExchange: 'NSENG',
  stockSymbol: 'ZENITHBANK',
  price: '47.21',
  discountRate: '-3',
  currencyType: 'NGN',
};
const order: OrderRecord = {
  id: 9,
  stockId: 1,
  side: 'BUY',
  type: 'MARKET',
  stockName: 'Apple Inc.',
  stockExchange: 'US',
  stockSymbol: 'AAPL',
  createdTime: 1_700_000_000_000,
  price: '218.50',
  currentPrice: '230.00',
  amount: 50,
  fee: '10.93',
  currencyType: 'USD',
};

describe('block trade', () => {
  it('lists USD blocks first where US stocks are shown, at the discounted price', async () => {
    const { server } = renderScreen(<BlockTradeScreen />, {
      path: '/blockTrade',
      tenant: 'ngn',
      api: {
        blockTrades: ({ input: body }) => page(body.area === 'USD' ? [usBlock] : [localBlock]),
      },
    });

    expect(await screen.findByText('Apple Inc.')).toBeTruthy();
    expect(screen.getByText('$218.50')).toBeTruthy();
    expect(screen.getByText('-5.00%')).toBeTruthy();
    expect(server.inputs('blockTrades')[0]).toMatchObject({ area: 'USD', pageNum: 1 });

    await userEvent.click(screen.getByRole('button', { name: /^Currency/ }));
    await userEvent.click(screen.getByRole('option', { name: 'NGN' }));
    expect(await screen.findByText('Zenith Bank')).toBeTruthy();
    expect(screen.getByText('₦45.79')).toBeTruthy();
    expect(server.inputs('blockTrades').at(-1)).toMatchObject({ area: 'NGN' });
  });

  it('offers only the tenant currency when US stocks are hidden', async () => {
    const { server } = renderScreen(<BlockTradeScreen />, {
      path: '/blockTrade',
      tenant: 'inr',
      api: { blockTrades: () => page([]) },
    });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(server.inputs('blockTrades')[0]).toMatchObject({ area: 'INR' });
    await userEvent.click(screen.getByRole('button', { name: /^Currency/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['INR']);
  });

  it('buys with the stepper (10 by default, step 10) or a shortcut, then goes to the holdings', async () => {
    const { server } = renderScreen(<BlockTradeScreen />, {
      path: '/blockTrade',
      pages: { '/position': <p>Holdings page</p> },
      api: {
        blockTrades: () => page([usBlock]),
        blockTradeBuy: () => ok(order),
        userBalance: () =>
          ok({
            balance: '0',
            balanceUSD: '20000',
            openUSDT: true,
            withdrawTips: null,
            userBanks: [],
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));

    const popup = screen.getByRole('dialog', { name: 'Apple Inc.' });
    const quantity = within(popup).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity.getAttribute('aria-valuenow')).toBe('10');
    expect(within(popup).getByRole('button', { name: 'Decrease' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Increase' }));
    expect(quantity.getAttribute('aria-valuenow')).toBe('20');
    expect(
      within(popup)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['10', '50', '100']);
    await userEvent.click(within(popup).getByRole('button', { name: '50' }));
    expect(quantity.getAttribute('aria-valuenow')).toBe('50');
    // 50 × $218.50 = $10,925.00; fee 0.1 % = $10.93, paid from the USD balance.
    const shown = (label: string) => within(popup).getByRole('status', { name: label });
    await waitFor(() => expect(shown('Total to pay').textContent).toBe('$10,935.93'));
    expect(shown('Amount').textContent).toBe('$10,925.00');
    expect(shown('Fee').textContent).toBe('$10.93');
    expect(shown('Balance after').textContent).toBe('$9,064.07');

    await reviewAndConfirm(popup, {
      confirm: 'Buy',
      read: (review) => {
        expect(reviewFigure(review, 'Quantity')).toBe('50 shares');
        expect(reviewFigure(review, 'Total to pay')).toBe('$10,935.93');
      },
    });
    expect(await screen.findByText('Buy Success!')).toBeTruthy();
    expect(server.inputs('blockTradeBuy')).toEqual([{ id: 3, amount: 50 }]);
    expect(await screen.findByText('Holdings page', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('shows a negative balance after on the review and offers no Buy then', async () => {
    const { server } = renderScreen(<BlockTradeScreen />, {
      path: '/blockTrade',
      api: {
        blockTrades: () => page([usBlock]),
        blockTradeBuy: () => ok(order),
        userBalance: () =>
          ok({
            balance: '0',
            balanceUSD: '100',
            openUSDT: true,
            withdrawTips: null,
            userBanks: [],
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    const popup = screen.getByRole('dialog', { name: 'Apple Inc.' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    const review = await within(popup).findByRole('group', { name: 'Review' });
    // 10 × $218.50 + $2.19 fee = $2,187.19 from $100.00.
    expect(reviewFigure(review, 'Balance after')).toBe('-$2,087.19');
    expect(within(review).getByRole('alert').textContent).toContain('not enough');
    const buy = within(review).getByRole('button', { name: 'Buy' });
    expect(buy).toHaveProperty('disabled', true);
    await userEvent.click(buy);
    expect(server.inputs('blockTradeBuy')).toHaveLength(0);
  });
});
