import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { OrderRecordsScreen } from './order-records-screen';
import type { OrderRecord } from '@trading/contract';

const record: OrderRecord = {
  id: 1,
  stockId: 7,
  side: 'BUY',
  type: 'LIMIT',
  stockName: 'Apple Inc.',
  stockExchange: 'US',
  stockSymbol: 'AAPL',
  createdTime: new Date(2024, 2, 9, 16, 5, 7).getTime(),
  price: '218.50',
  currentPrice: '230.1',
  amount: 50,
  fee: '10.93',
  currencyType: 'USD',
};

describe('order records', () => {
  it('shows buy orders with how they were placed and what they cost in all, then sell orders', async () => {
    renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([record]),
        sellRecords: () =>
          page([
            {
              ...record,
              id: 2,
              side: 'SELL',
              type: 'MARKET',
              stockName: 'Zenith Bank',
              stockExchange: 'NSENG',
              stockSymbol: 'ZENITHBANK',
              currencyType: 'NGN',
              price: '45',
              fee: '0.5',
            },
          ]),
      },
    });
    const bought = within(
      (await screen.findByText('Apple Inc.')).closest('article') as HTMLElement,
    );
    expect(bought.getByText('Limit · US · AAPL')).toBeTruthy();
    expect(bought.getByText('$218.50')).toBeTruthy();
    expect(bought.getByText('$230.10')).toBeTruthy();
    expect(bought.getByText('50')).toBeTruthy();
    expect(bought.getByText('$10.93')).toBeTruthy();
    expect(bought.getByText('2024-03-09 16:05:07')).toBeTruthy();
    // 218.50 × 50 + 10.93 fee.
    expect(bought.getByText('Total paid').nextSibling?.textContent).toBe('$10,935.93');

    await userEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    const sold = within((await screen.findByText('Zenith Bank')).closest('article') as HTMLElement);
    expect(sold.getByText('Market · NSENG · ZENITHBANK')).toBeTruthy();
    expect(sold.getByText('₦45.00')).toBeTruthy();
    // 45 × 50 less the 0.50 fee.
    expect(sold.getByText('Total received').nextSibling?.textContent).toBe('₦2,249.50');
    expect(screen.queryByText('Apple Inc.')).toBeNull();
  });

  it('lists ended limit and stop orders with their status, each opening its detail', async () => {
    renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([]),
        orderHistory: () =>
          page([
            {
              id: 7,
              stockId: 7,
              stockName: 'Apple Inc.',
              stockExchange: 'US',
              stockSymbol: 'AAPL',
              type: 'LIMIT',
              side: 'SELL',
              quantity: 5,
              limitPrice: '250.00',
              stopPrice: null,
              timeInForce: 'DAY',
              status: 'EXPIRED',
              reason: 'DAY_CLOSE',
              heldAmount: '0',
              filledPrice: null,
              fee: null,
              currencyType: 'USD',
              createdTime: 1,
              expiresTime: 2,
              updatedTime: 2,
            },
          ]),
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    const card = within((await screen.findByText('Sell 5 · Apple Inc.')).closest('article')!);
    expect(card.getByText('Limit · US · AAPL')).toBeTruthy();
    expect(card.getByText('Expired')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Details: Apple Inc.' }).getAttribute('href')).toBe(
      '/orderDetail/7',
    );
  });
});
