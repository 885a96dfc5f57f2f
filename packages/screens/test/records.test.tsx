import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepositRecordScreen } from '../src/features/deposit-record/deposit-record-screen';
import { fail, page } from '../src/shared/testing/fake-api';
import { renderScreen } from '../src/shared/testing/render-screen';
import { TransactionScreen } from '../src/features/transaction/transaction-screen';

const at = new Date(2026, 0, 5, 15, 4, 9).getTime();

describe('record lists', () => {
  it('show each deposit with its amount, date and status', async () => {
    renderScreen(<DepositRecordScreen />, {
      path: '/depositRecord',
      api: {
        depositRecords: () =>
          page([
            {
              id: 1,
              usdt: false,
              amount: '5000',
              createdTime: at,
              receiptUrl: null,
              status: 'REVIEWING',
              rejection: null,
            },
            {
              id: 2,
              usdt: true,
              amount: '20',
              createdTime: at,
              receiptUrl: null,
              status: 'PASSED',
              rejection: null,
            },
            {
              id: 3,
              usdt: false,
              amount: '1',
              createdTime: at,
              receiptUrl: null,
              status: 'REJECTED',
              rejection: null,
            },
          ]),
      },
    });
    expect(await screen.findByText('₦5,000.00')).toBeTruthy();
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getAllByText('2026-01-05 15:04:09')).toHaveLength(3);
    expect(screen.getByText('No more data')).toBeTruthy();
  });

  it('offer a retry when the list fails to load', async () => {
    renderScreen(<DepositRecordScreen />, {
      path: '/depositRecord',
      api: { depositRecords: () => fail(50000, 'Boom') },
    });
    expect(await screen.findByText('Load failed, please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('filter transactions by type, currency and sort', async () => {
    const { server } = renderScreen(<TransactionScreen />, {
      path: '/transaction',
      api: {
        transactions: () =>
          page([
            {
              id: 9,
              description: 'Deposit',
              scene: 'USER_DEPOSIT',
              refund: null,
              createdTime: at,
              amount: '5000',
              balance: '5000',
              currencyType: 'NGN',
            },
          ]),
      },
    });
    expect(await screen.findByText('+₦5,000.00')).toBeTruthy();
    expect(server.sent('transactions')[0]!.body).toMatchObject({
      desc: true,
      pageNum: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Exchange fee' }));
    await waitFor(() =>
      expect(server.sent('transactions').at(-1)!.body).toMatchObject({
        scene: 'EXCHANGE_FEE',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Currency/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'USD' }));
    await userEvent.click(screen.getByRole('button', { name: /^Sort/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() =>
      expect(server.sent('transactions').at(-1)!.body).toMatchObject({
        scene: 'EXCHANGE_FEE',
        currencyType: 'USD',
        desc: false,
      }),
    );
  });
});
