import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { depositInfo, withdrawInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { validateBankDeposit } from './deposit-rules';
import { DepositMethodScreen } from './deposit-method-screen';

const empty = {
  amount: '',
  accountName: '',
  bank: '',
  accountNumber: '',
  branch: '',
  authCode: '',
};

describe('validateBankDeposit', () => {
  it('requires amount, account name, details, receipt and code as the tenant flags say', () => {
    expect(validateBankDeposit(empty, 0, depositInfo)).toEqual({
      amount: 'form.amount.required',
      accountName: 'form.accountName.required',
      bank: 'form.bankName.required',
      accountNumber: 'form.accountNumber.required',
      authCode: 'form.authCode.required',
      receipt: 'message.uploadReceipt',
    });
    const relaxed = { ...depositInfo, needDetail: false, needReceipt: false, needAuth: false };
    expect(validateBankDeposit({ ...empty, amount: '1000', accountName: 'A' }, 0, relaxed)).toEqual(
      {},
    );
  });

  it('keeps the amount within min and max', () => {
    const base = { ...depositInfo, needDetail: false, needReceipt: false, needAuth: false };
    const filled = { ...empty, accountName: 'A' };
    expect(validateBankDeposit({ ...filled, amount: '999.99' }, 0, base).amount).toBe(
      'form.amount.outOfRange',
    );
    expect(validateBankDeposit({ ...filled, amount: '50000000.01' }, 0, base).amount).toBe(
      'form.amount.outOfRange',
    );
    expect(validateBankDeposit({ ...filled, amount: '1000.001' }, 0, base).amount).toBe(
      'form.number.decimals',
    );
    // A thousand to a Portuguese reader, one and a bit to an English one: refused.
    expect(validateBankDeposit({ ...filled, amount: '1.234' }, 0, base).amount).toBe(
      'form.number.ambiguous',
    );
    expect(validateBankDeposit({ ...filled, amount: '50000000' }, 0, base)).toEqual({});
  });

  it('refuses markup in the names', () => {
    const base = { ...depositInfo, needDetail: false, needReceipt: false, needAuth: false };
    const filled = { ...empty, amount: '1000', accountName: 'A' };
    expect(validateBankDeposit({ ...filled, accountName: '<b>A</b>' }, 0, base)).toEqual({
      accountName: 'format.markup',
    });
    expect(validateBankDeposit({ ...filled, branch: 'x>y' }, 0, base)).toEqual({
      branch: 'format.markup',
    });
  });
});

describe('DepositMethodScreen', () => {
  it('shows the account with copy buttons, wants the receipt, and deposits once, naming the account paid into', async () => {
    const { server } = renderScreen(<DepositMethodScreen />, {
      path: '/depositMethod?type=corporate',
      state: { authCode: 'FUND-NGN' },
      api: {
        depositMethod: () => ok(depositInfo),
        userBalance: () => ok(withdrawInfo),
        upload: () => ok({ id: 31, url: 'https://files.test/r.png' }),
        deposit: () =>
          ok({
            id: 1,
            usdt: false,
            amount: '5000',
            createdTime: 0,
            receiptUrl: null,
            status: 'REVIEWING',
            rejection: null,
          }),
      },
    });
    expect(await screen.findByText('Naira Markets Ltd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Authorization code').value).toBe('FUND-NGN');
    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    await userEvent.type(screen.getByLabelText('Account name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Account number'), '0011');
    await userEvent.type(screen.getByLabelText('Bank name'), 'Zenith');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findAllByText('Please upload the payment receipt')).toHaveLength(2);
    await userEvent.upload(
      screen.getByLabelText('Receipt'),
      new File(['r'], 'r.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(server.sent('upload')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('group', { name: 'Review' });
    expect(reviewFigure(review, 'Amount')).toBe('₦5,000.00');
    expect(reviewFigure(review, 'You receive')).toBe('₦5,000.00');
    expect(reviewFigure(review, 'Deposit to')).toBe('Access Bank •••• 4753');
    expect(reviewFigure(review, 'Balance after')).toBe('₦5,005,000.00');
    expect(server.sent('deposit')).toHaveLength(0);
    await userEvent.dblClick(within(review).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/depositRecord');
    expect(server.sent('deposit')).toHaveLength(1);
    expect(server.sent('deposit')[0]!.body).toEqual({
      usdt: false,
      amount: '5000',
      accountName: 'Ada Obi',
      bank: 'Zenith',
      accountNumber: '0011',
      authCode: 'FUND-NGN',
      receipt: 31,
      paidInto: 'corporate-5e1f0c2a9b7d4e61',
    });
    expect(server.sent('upload')[0]!.body).toMatchObject({ bizType: 'DEPOSIT' });
  });

  it("breaks a bank's name between words, not inside one", async () => {
    renderScreen(<DepositMethodScreen />, {
      path: '/depositMethod?type=corporate',
      api: { depositMethod: () => ok(depositInfo), userBalance: () => ok(withdrawInfo) },
    });
    // "State Bank of India" once read "State Bank of Indi / a" on a phone.
    const name = getComputedStyle(await screen.findByText('Access Bank'));
    expect(name.wordBreak).not.toBe('break-all');
    expect(name.overflowWrap).toBe('anywhere');
  });

  describe('in Portuguese', () => {
    afterEach(() => setNumberLocale(numberLocaleOf('en')));

    it('reads "1.234,50" as written on screen, shows it, and sends 1234.50', async () => {
      setNumberLocale(numberLocaleOf('pt'));
      const { server } = renderScreen(<DepositMethodScreen />, {
        path: '/depositMethod?type=corporate',
        tenant: 'brl',
        language: 'pt',
        api: {
          depositMethod: () =>
            ok({ ...depositInfo, needDetail: false, needReceipt: false, needAuth: false }),
          userBalance: () => ok(withdrawInfo),
          deposit: () =>
            ok({
              id: 1,
              usdt: false,
              amount: '1234.50',
              createdTime: 0,
              receiptUrl: null,
              status: 'REVIEWING',
              rejection: null,
            }),
        },
      });
      const amount = await screen.findByLabelText('Valor');
      // An English "1,000" is one to three decimals here: refused, not read as one real.
      await userEvent.type(amount, '1,000');
      expect(screen.getByRole('alert').textContent).toBe(
        'Pode ser lido de duas formas; escreva como 1.234,50',
      );
      await userEvent.clear(amount);
      await userEvent.type(amount, '1.234,50');
      expect(screen.getByText('Lido como R$ 1.234,50')).toBeTruthy();
      await userEvent.type(screen.getByLabelText('Nome do titular'), 'Ana Souza');
      await reviewAndConfirm(document.body, {
        action: 'Revisar',
        title: 'Revisão',
        confirm: 'Confirmar',
        read: (review) => expect(reviewFigure(review, 'Valor')).toMatch(/^R\$\s1\.234,50$/),
      });
      await waitFor(() => expect(server.sent('deposit')).toHaveLength(1));
      expect(server.sent('deposit')[0]!.body).toMatchObject({ amount: '1234.50' });
    });
  });
});
