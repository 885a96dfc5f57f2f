import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { validateBankWithdraw, validateUsdtWithdraw } from './withdraw-rules';
import { WithdrawScreen } from './withdraw-screen';
import { EMPTY_BANK_ACCOUNT } from '../../shared/forms/bank-account-rules';

const blank = { amount: '', opPwd: '', ...EMPTY_BANK_ACCOUNT };

describe('withdraw rules', () => {
  it('require the bank fields, amount and a 6-character password; branch stays optional', () => {
    expect(validateBankWithdraw(blank, { bankCode: null, extraCode: null })).toEqual({
      amount: 'form.amount.required',
      opPwd: 'form.withdrawPassword.required',
      accountName: 'form.accountName.required',
      bank: 'form.bank.required',
      accountNumber: 'form.accountNumber.required',
    });
    const filled = {
      ...blank,
      amount: '10',
      opPwd: '123',
      accountName: 'A',
      bank: 'B',
      accountNumber: '1',
    };
    expect(validateBankWithdraw(filled, { bankCode: null, extraCode: null })).toEqual({
      opPwd: 'form.password.length',
    });
  });

  it('add IFSC for INR and bank code plus PIX for BRL, as the tenant data says', () => {
    const filled = {
      ...blank,
      amount: '10',
      opPwd: '123456',
      accountName: 'A',
      bank: 'B',
      accountNumber: '1',
    };
    const inr = { bankCode: null, extraCode: { label: 'IFSC code', required: true } };
    const brl = { bankCode: { required: true }, extraCode: { label: 'PIX', required: true } };
    expect(validateBankWithdraw(filled, inr)).toEqual({ extraCode: 'bank.extraCodeRequired' });
    expect(validateBankWithdraw(filled, brl)).toEqual({
      bankCode: 'form.bankCode.required',
      extraCode: 'bank.extraCodeRequired',
    });
  });

  it('check each field in the format the tenant names: NUBAN, IFSC, PIX, ABA routing', () => {
    const filled = {
      ...blank,
      amount: '10',
      opPwd: '123456',
      accountName: 'Ada',
      bank: 'Access Bank',
      accountNumber: '0123456784',
    };
    const ngn = { bankCode: null, extraCode: null, accountNumber: 'nuban' as const };
    expect(validateBankWithdraw(filled, ngn)).toEqual({});
    expect(validateBankWithdraw({ ...filled, accountNumber: '0123456785' }, ngn)).toEqual({
      accountNumber: 'format.checkDigit',
    });
    expect(validateBankWithdraw({ ...filled, accountNumber: '12345' }, ngn)).toEqual({
      accountNumber: 'format.nuban',
    });
    expect(validateBankWithdraw({ ...filled, accountName: 'Ada <script>' }, ngn)).toEqual({
      accountName: 'format.markup',
    });
    const inr = {
      bankCode: null,
      extraCode: { label: 'IFSC code', required: true, format: 'ifsc' as const },
      accountNumber: 'in-account' as const,
    };
    expect(
      validateBankWithdraw(
        { ...filled, accountNumber: '50100123456789', extraCode: 'HDFC1000001' },
        inr,
      ),
    ).toEqual({ extraCode: 'format.ifsc' });
    const usd = {
      bankCode: { required: true, format: 'aba-routing' as const, label: 'Routing number (ABA)' },
      extraCode: null,
      accountNumber: 'us-account' as const,
    };
    expect(
      validateBankWithdraw(
        { ...filled, accountNumber: '000123456789', bankCode: '021000021' },
        usd,
      ),
    ).toEqual({});
    expect(
      validateBankWithdraw(
        { ...filled, accountNumber: '000123456789', bankCode: '021000022' },
        usd,
      ),
    ).toEqual({ bankCode: 'format.checkDigit' });
    const brl = {
      bankCode: { required: true, format: 'br-bank-code' as const },
      extraCode: { label: 'PIX', required: true, format: 'pix-key' as const },
      accountNumber: 'br-account' as const,
      branch: 'br-agency' as const,
    };
    expect(
      validateBankWithdraw(
        {
          ...filled,
          accountNumber: '12345-6',
          bankCode: '341',
          extraCode: '529.982.247-25',
          branch: 'Centro',
        },
        brl,
      ),
    ).toEqual({ branch: 'format.br-agency' });
  });

  it('USDT needs amount, address and password', () => {
    expect(validateUsdtWithdraw({ amount: '', accountNumber: '', opPwd: '' })).toEqual({
      amount: 'form.amount.required',
      accountNumber: 'form.usdtAddress.required',
      opPwd: 'form.withdrawPassword.required',
    });
  });
});

describe('WithdrawScreen', () => {
  it('asks INR users for the IFSC code by the tenant label and fills a saved account', async () => {
    const { server } = renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      tenant: 'inr',
      api: {
        withdrawInfo: () => ok({ ...withdrawInfo, openUSDT: false }),
        bankList: () => ok(['Zenith Bank']),
        withdraw: () =>
          ok({ id: 3, usdt: false, amount: '100', createdTime: 0, status: 'REVIEWING' }),
      },
    });
    expect(await screen.findByText('Reviewed within 24 hours.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the IFSC code')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a saved account' }));
    await userEvent.click(await screen.findByRole('button', { name: /Zenith Bank 0011223346/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('IFSC code'), 'HDFC0000001');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234567');
    expect(screen.getByLabelText<HTMLInputElement>('Withdrawal password').value).toBe('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('withdraw')).toHaveLength(1));
    expect(server.sent('withdraw')[0]!.body).toEqual({
      usdt: false,
      amount: '100',
      opPwd: '123456',
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
      extraCode: 'HDFC0000001',
    });
  });

  it('shows in the saved-account picker until when an account still cools off', async () => {
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
        bankList: () => ok(['Zenith Bank']),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a saved account' }));
    const usable = await screen.findByRole('button', { name: /Zenith Bank 0011223346/ });
    expect(usable.textContent).not.toMatch(/Usable for withdrawals from/);
    const waiting = screen.getByRole('button', { name: /Zenith Bank 0123456784/ });
    expect(waiting.textContent).toMatch(/Ada Obi · Usable for withdrawals from \S.*\d/);
  });

  it('withdraws USDT to a TRC20 address from the USDT tab', async () => {
    const { server } = renderScreen(<WithdrawScreen />, {
      path: '/withdraw',
      api: {
        withdrawInfo: () => ok(withdrawInfo),
        withdraw: () =>
          ok({ id: 4, usdt: true, amount: '20', createdTime: 0, status: 'REVIEWING' }),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    expect(screen.getByLabelText<HTMLInputElement>('Network').value).toBe('TRC20');
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '20');
    await userEvent.type(
      screen.getByLabelText('USDT address'),
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
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
