import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { validateWithdraw } from './withdraw-rules';
import { WithdrawScreen } from './withdraw-screen';

describe('withdraw rules', () => {
  it('require a saved destination, an amount and a 6-character password', () => {
    expect(validateWithdraw({ destination: '', amount: '', opPwd: '' })).toEqual({
      destination: 'withdraw.destinationRequired',
      amount: 'form.amount.required',
      opPwd: 'form.withdrawPassword.required',
    });
    expect(validateWithdraw({ destination: '7', amount: '10', opPwd: '123' })).toEqual({
      opPwd: 'form.password.length',
    });
  });
});

describe('WithdrawScreen', () => {
  it('withdraws to a saved account named by its id, after a review of every figure', async () => {
    const indian = {
      ...withdrawInfo.userBanks[0]!,
      bank: 'HDFC Bank',
      accountNumber: '•••• 6789',
      extraCode: 'HDFC0000001',
    };
    const { server } = renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      tenant: 'inr',
      pages: { '/userBank': <p>Bank accounts page</p> },
      api: {
        withdrawInfo: () => ok({ ...withdrawInfo, openUSDT: false, userBanks: [indian] }),
        withdraw: () =>
          ok({
            id: 3,
            usdt: false,
            amount: '100',
            createdTime: 0,
            status: 'REVIEWING',
            rejection: null,
            destination: 'HDFC Bank •••• 6789',
          }),
      },
    });
    expect(await screen.findByText('Reviewed within 24 hours.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Account number')).toBeNull();
    expect(screen.queryByLabelText('IFSC code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findAllByText('Choose where to withdraw to')).not.toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Review' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /HDFC Bank •••• 6789/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234567');
    expect(screen.getByLabelText<HTMLInputElement>('Withdrawal password').value).toBe('123456');
    await reviewAndConfirm(document.body, {
      read: (review) => {
        expect(reviewFigure(review, 'Amount')).toBe('₹100.00');
        expect(reviewFigure(review, 'You receive')).toBe('₹100.00');
        expect(reviewFigure(review, 'Withdraw to')).toBe('HDFC Bank •••• 6789');
        expect(reviewFigure(review, 'Balance after')).toBe('₹49,99,900.00');
        expect(server.sent('withdraw')).toHaveLength(0);
      },
    });
    await waitFor(() => expect(server.sent('withdraw')).toHaveLength(1));
    expect(server.sent('withdraw')[0]!.body).toEqual({
      usdt: false,
      amount: '100',
      opPwd: '123456',
      bankId: 7,
    });
  });

  it('offers no confirm when the withdrawal would take the balance below zero', async () => {
    const { server } = renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      api: { withdrawInfo: () => ok({ ...withdrawInfo, balance: '50.00' }) },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Zenith Bank •••• 3346/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('group', { name: 'Review' });
    expect(reviewFigure(review, 'Balance after')).toBe('-₦50.00');
    expect(within(review).getByRole('alert').textContent).toMatch(/not enough/);
    expect(within(review).getByRole('button', { name: 'Confirm' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('100');
    expect(server.sent('withdraw')).toHaveLength(0);
  });

  it('lists an account still cooling off with the date it can be used, not to be chosen yet', async () => {
    const usableFrom = Date.now() + 86_400_000;
    const cooling = {
      ...withdrawInfo.userBanks[0]!,
      id: 8,
      accountNumber: '•••• 6784',
      usableFrom,
    };
    renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      api: {
        withdrawInfo: () =>
          ok({ ...withdrawInfo, userBanks: [...withdrawInfo.userBanks, cooling] }),
      },
    });
    const usable = await screen.findByRole('radio', { name: /Zenith Bank •••• 3346/ });
    expect(usable).toHaveProperty('disabled', false);
    expect(usable.closest('label')!.textContent).not.toMatch(/Usable for withdrawals from/);
    const waiting = screen.getByRole('radio', { name: /Zenith Bank •••• 6784/ });
    expect(waiting).toHaveProperty('disabled', true);
    expect(waiting.closest('label')!.textContent).toMatch(/Usable for withdrawals from \S.*\d/);
  });

  it('says there is no saved account yet and links to adding one', async () => {
    renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      pages: { '/userBank': <p>Bank accounts page</p> },
      api: { withdrawInfo: () => ok({ ...withdrawInfo, userBanks: [] }) },
    });
    const group = await screen.findByRole('radiogroup', { name: 'Withdraw to' });
    expect(within(group).getByText(/No saved account yet/)).toBeTruthy();
    await userEvent.click(within(group).getByRole('link', { name: 'Add a bank account' }));
    expect(await screen.findByText('Bank accounts page')).toBeTruthy();
  });

  it('says before anything is typed that a withdrawal password must be set first', async () => {
    renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      pages: { '/resetOpPassword': <p>Withdrawal password page</p> },
      api: { withdrawInfo: () => ok(withdrawInfo), opPasswordState: () => ok({ exists: false }) },
    });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Set a withdrawal password first' }),
    );
    expect(await screen.findByText('Withdrawal password page')).toBeTruthy();
  });

  it('withdraws USDT to a saved address from the USDT tab, reviewed in dollars', async () => {
    const address = {
      ...withdrawInfo.userBanks[0]!,
      id: 9,
      usdt: true,
      bank: null,
      accountNumber: '•••• bLSE',
    };
    const { server } = renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      api: {
        withdrawInfo: () => ok({ ...withdrawInfo, userBanks: [address] }),
        withdraw: () =>
          ok({
            id: 4,
            usdt: true,
            amount: '20',
            createdTime: 0,
            status: 'REVIEWING',
            rejection: null,
            destination: 'USDT •••• bLSE',
          }),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    expect(screen.getByLabelText<HTMLInputElement>('Network').value).toBe('TRC20');
    expect(screen.queryByLabelText('USDT address')).toBeNull();
    // The USDT tab adds an address, not a bank account.
    expect(screen.getByRole('link', { name: 'Add a USDT address' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a bank account' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /USDT •••• bLSE/ }));
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '20');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '123456');
    await reviewAndConfirm(document.body, {
      read: (review) => {
        expect(reviewFigure(review, 'Withdraw to')).toBe('USDT •••• bLSE');
        expect(reviewFigure(review, 'Balance after')).toBe('$9,980.00');
      },
    });
    await waitFor(() => expect(server.sent('withdraw')).toHaveLength(1));
    expect(server.sent('withdraw')[0]!.body).toEqual({
      usdt: true,
      amount: '20',
      opPwd: '123456',
      bankId: 9,
    });
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/withdrawRecord');
  });
});
