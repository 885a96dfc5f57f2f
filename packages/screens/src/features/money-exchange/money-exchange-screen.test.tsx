import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { MoneyExchangeScreen } from './money-exchange-screen';
import type { ResponseInputOf } from '@trading/contract';

const info: ResponseInputOf<'exchangeInfo'> = {
  balance: '10000.00',
  usdBalance: '50.00',
  usdTo: '1550',
  toUsd: '0.00064516',
  feeRate: '0.5',
};
const record: ResponseInputOf<'exchangeToLocal'> = {
  id: 1,
  fromType: 'NGN',
  fromAmount: '1000',
  fee: '5',
  toType: 'USD',
  toAmount: '0.64',
  createdTime: 0,
};

describe('MoneyExchangeScreen', () => {
  it('says why a dollar-only account has nothing to exchange, with nothing to retry', async () => {
    renderScreen(<MoneyExchangeScreen />, {
      path: '/moneyExchange',
      tenant: 'usd',
      api: {
        exchangeInfo: () =>
          fail(20008, 'This account holds only US dollars: there is nothing to exchange'),
      },
    });
    expect(
      await screen.findByText('This account holds only US dollars: there is nothing to exchange'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the fee rate and the result, and blocks amounts above the balance', async () => {
    renderScreen(<MoneyExchangeScreen />, {
      path: '/moneyExchange',
      api: { exchangeInfo: () => ok(info) },
    });
    expect(await screen.findByText('Fee rate: 0.5%')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Review' });
    await userEvent.type(screen.getByLabelText('Amount to exchange'), '1000');
    expect(screen.getByText('You receive $0.64')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.type(screen.getByLabelText('Amount to exchange'), '00');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    expect(confirm).toHaveProperty('disabled', true);
  });

  it('exchanges dollars to the local currency through /exchange/toNGN', async () => {
    const { server } = renderScreen(<MoneyExchangeScreen />, {
      path: '/moneyExchange',
      api: {
        exchangeInfo: () => ok(info),
        exchangeToLocal: () => ok(record),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Swap currencies' }));
    await userEvent.type(screen.getByLabelText('Amount to exchange'), '10');
    expect(screen.getByText('You receive ₦15,422.50')).toBeTruthy();
    await reviewAndConfirm(document.body, {
      read: (review) => {
        expect(reviewFigure(review, 'Amount to exchange')).toBe('$10.00');
        expect(reviewFigure(review, 'Fee')).toBe('$0.05');
        expect(reviewFigure(review, 'You receive')).toBe('₦15,422.50');
        expect(reviewFigure(review, 'Balance after')).toBe('$40.00');
      },
    });
    await waitFor(() => expect(server.sent('exchangeToLocal')).toHaveLength(1));
    expect(server.sent('exchangeToLocal')[0]!.body).toEqual({ amount: '10' });
    expect(await screen.findByText('Exchange Success')).toBeTruthy();
  });
});
