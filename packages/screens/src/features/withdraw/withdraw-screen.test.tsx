import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
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
  it('withdraws only to a saved account, sent as it was saved, with no field to type one', async () => {
    const indian = {
      ...withdrawInfo.userBanks[0]!,
      bank: 'HDFC Bank',
      accountNumber: '50100123456789',
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
            destination: 'Zenith Bank •••• 3346',
          }),
      },
    });
    expect(await screen.findByText('Reviewed within 24 hours.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Account number')).toBeNull();
    expect(screen.queryByLabelText('IFSC code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Choose where to withdraw to')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: /HDFC Bank 50100123456789/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234567');
    expect(screen.getByLabelText<HTMLInputElement>('Withdrawal password').value).toBe('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('withdraw')).toHaveLength(1));
    expect(server.sent('withdraw')[0]!.body).toEqual({
      usdt: false,
      amount: '100',
      opPwd: '123456',
      accountName: 'Ada Obi',
      bank: 'HDFC Bank',
      accountNumber: '50100123456789',
      extraCode: 'HDFC0000001',
    });
  });

  it('lists an account still cooling off with the date it can be used, not to be chosen yet', async () => {
    const usableFrom = Date.now() + 86_400_000;
    const cooling = {
      ...withdrawInfo.userBanks[0]!,
      id: 8,
      accountNumber: '0123456784',
      usableFrom,
    };
    renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      api: {
        withdrawInfo: () =>
          ok({ ...withdrawInfo, userBanks: [...withdrawInfo.userBanks, cooling] }),
      },
    });
    const usable = await screen.findByRole('radio', { name: /Zenith Bank 0011223346/ });
    expect(usable).toHaveProperty('disabled', false);
    expect(usable.closest('label')!.textContent).not.toMatch(/Usable for withdrawals from/);
    const waiting = screen.getByRole('radio', { name: /Zenith Bank 0123456784/ });
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

  it('withdraws USDT to a saved TRC20 address from the USDT tab', async () => {
    const address = {
      ...withdrawInfo.userBanks[0]!,
      id: 9,
      usdt: true,
      bank: null,
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
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
            destination: 'Zenith Bank •••• 3346',
          }),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    expect(screen.getByLabelText<HTMLInputElement>('Network').value).toBe('TRC20');
    expect(screen.queryByLabelText('USDT address')).toBeNull();
    await userEvent.click(
      screen.getByRole('radio', { name: /TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE/ }),
    );
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '20');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('withdraw')).toHaveLength(1));
    expect(server.sent('withdraw')[0]!.body).toEqual({
      usdt: true,
      amount: '20',
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      opPwd: '123456',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/withdrawRecord');
  });
});
