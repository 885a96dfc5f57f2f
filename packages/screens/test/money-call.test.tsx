import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepositUsdtScreen } from '../src/features/deposit-usdt/deposit-usdt-screen';
import { MoneyExchangeScreen } from '../src/features/money-exchange/money-exchange-screen';
import { ok } from '../src/shared/testing/fake-api';
import { depositInfo, withdrawInfo } from '../src/shared/testing/finance-fixtures';
import { renderScreen } from '../src/shared/testing/render-screen';
import type { ResponseInputOf } from '@trading/contract';

const DUPLICATE = 'You already submitted this — submit another?';

const exchangeInfo: ResponseInputOf<'exchangeInfo'> = {
  balance: '10000.00',
  usdBalance: '50.00',
  usdTo: '1550',
  toUsd: '0.00064516',
  feeRate: '0.5',
};
const exchanged: ResponseInputOf<'exchangeToUSD'> = {
  id: 1,
  fromType: 'NGN',
  fromAmount: '1000',
  fee: '5',
  toType: 'USD',
  toAmount: '0.64',
  createdTime: 0,
};
const deposited: ResponseInputOf<'deposit'> = {
  id: 2,
  usdt: true,
  amount: '50',
  createdTime: 0,
  receiptUrl: null,
  status: 'REVIEWING',
  rejection: null,
};

/** Each money form, how to fill it in, its submit button and the call it makes. */
const forms = [
  {
    name: 'USDT deposit',
    render: () =>
      renderScreen(<DepositUsdtScreen />, {
        path: '/depositUSDT',
        api: {
          depositMethod: () => ok(depositInfo),
          // The review shows the balance after.
          userBalance: () => ok(withdrawInfo),
          // Slow enough that the second tap lands while the first is in flight.
          deposit: () => new Promise((resolve) => setTimeout(() => resolve(ok(deposited)), 50)),
        },
      }),
    // The deposit confirms on its review step.
    fill: async () => {
      await userEvent.type(await screen.findByLabelText('Amount (USDT)'), '50');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      await screen.findByRole('button', { name: 'Confirm' });
    },
    submit: 'Confirm',
    call: 'deposit' as const,
  },
  {
    name: 'exchange',
    render: () =>
      renderScreen(<MoneyExchangeScreen />, {
        path: '/moneyExchange',
        api: {
          exchangeInfo: () => ok(exchangeInfo),
          exchangeToUSD: () =>
            new Promise((resolve) => setTimeout(() => resolve(ok(exchanged)), 50)),
        },
      }),
    // The exchange confirms on its review step.
    fill: async () => {
      await userEvent.type(await screen.findByLabelText('Amount to exchange'), '1000');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    },
    submit: 'Confirm',
    call: 'exchangeToUSD' as const,
  },
];

describe.each(forms)('the $name confirm', ({ render, fill, submit, call }) => {
  it('sends one request for a double tap', async () => {
    const { server } = render();
    await fill();
    await userEvent.dblClick(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(server.sent(call)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.sent(call)).toHaveLength(1);
  });

  it('asks before sending the same request again, and sends it only on "Submit another"', async () => {
    const first = render();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(first.server.sent(call)).toHaveLength(1));
    cleanup();

    // Back on the form a minute later, the same request again.
    const { server } = render();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(DUPLICATE);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.sent(call)).toHaveLength(0);

    // A form with a review step is back on its form: review again.
    if (!screen.queryByRole('button', { name: submit }))
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: submit }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Submit another',
      }),
    );
    await waitFor(() => expect(server.sent(call)).toHaveLength(1));
    // A new intention: its own Idempotency-Key, not the first one's.
    const keyOf = (seen: { headers: Headers }) => seen.headers.get('idempotency-key');
    expect(keyOf(server.sent(call)[0]!)).toBeTruthy();
    expect(keyOf(server.sent(call)[0]!)).not.toBe(keyOf(first.server.sent(call)[0]!));
    // The exchange answers 50 ms later: let it land before the test ends, or its state update
    // reaches a document already torn down (an unhandled rejection in the last file of a run).
    await new Promise((resolve) => setTimeout(resolve, 120));
  });
});
