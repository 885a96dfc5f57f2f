import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { depositInfo, withdrawInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { DepositUsdtScreen } from './deposit-usdt-screen';

const TX_HASH = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';

describe('DepositUsdtScreen', () => {
  it('shows the address as a QR code with a copy button and deposits the amount, reviewed', async () => {
    const { server } = renderScreen(<DepositUsdtScreen />, {
      path: '/depositUSDT',
      api: {
        depositMethod: () => ok({ ...depositInfo, needAuthUSDT: true }),
        userBalance: () => ok(withdrawInfo),
        deposit: () =>
          ok({
            id: 2,
            usdt: true,
            amount: '50',
            createdTime: 0,
            receiptUrl: null,
            status: 'REVIEWING',
            rejection: null,
          }),
      },
    });
    expect(await screen.findByRole('img', { name: 'USDT deposit address (TRC20)' })).toBeTruthy();
    expect(screen.getByText(depositInfo.crypto!.address)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    // The copy matches the flow: no receipt is asked for, so none is spoken of.
    expect(document.body.textContent?.replace('no receipt is needed', '')).not.toMatch(/receipt/i);
    expect(screen.getByText(/no receipt is needed/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findAllByText('Please enter the amount')).not.toHaveLength(0);
    expect(screen.getByText('Please enter the authorization code')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '50');
    await userEvent.type(screen.getByLabelText('Authorization code'), 'USDT-NGN');
    // The transfer's hash, optional, checked by the deposit address's network (TRC20).
    const hash = screen.getByLabelText('Transaction hash (TxID)');
    await userEvent.type(hash, `0x${TX_HASH}`);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText('Must be a TRC20 transaction hash: 64 hexadecimal characters'),
    ).toBeTruthy();
    expect(server.sent('deposit')).toHaveLength(0);
    await userEvent.clear(hash);
    await userEvent.type(hash, TX_HASH);
    await reviewAndConfirm(document.body, {
      read: (review) => {
        expect(reviewFigure(review, 'You receive')).toBe('$50.00');
        expect(reviewFigure(review, 'Deposit to')).toBe('USDT •••• bLSE');
        expect(reviewFigure(review, 'Transaction hash (TxID)')).toBe(TX_HASH);
        expect(reviewFigure(review, 'Balance after')).toBe('$10,050.00');
      },
    });
    await waitFor(() => expect(server.sent('deposit')).toHaveLength(1));
    expect(server.sent('deposit')[0]!.body).toEqual({
      usdt: true,
      amount: '50',
      authCode: 'USDT-NGN',
      txHash: TX_HASH,
      paidInto: 'usdt-0a4c9e2f7b1d3a58',
    });
  });

  it('still reviews and sends the deposit when the balances cannot be loaded, the balance after left out', async () => {
    const { server } = renderScreen(<DepositUsdtScreen />, {
      path: '/depositUSDT',
      api: {
        depositMethod: () => ok(depositInfo),
        userBalance: () => fail(50003, 'Service unavailable, try again'),
        deposit: () =>
          ok({
            id: 3,
            usdt: true,
            amount: '50',
            createdTime: 0,
            receiptUrl: null,
            status: 'REVIEWING',
            rejection: null,
          }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Amount (USDT)'), '50');
    await reviewAndConfirm(document.body, {
      read: (review) => {
        expect(reviewFigure(review, 'You receive')).toBe('$50.00');
        expect(reviewFigure(review, 'Balance after')).toBe('--');
      },
    });
    await waitFor(() => expect(server.sent('deposit')).toHaveLength(1));
  });
});
