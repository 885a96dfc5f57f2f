import { describe, expect, it } from 'vitest';
import { EMPTY_BANK_ACCOUNT, validateBankAccount } from './bank-account-rules';

const blank = EMPTY_BANK_ACCOUNT;

describe('bank account rules', () => {
  it('check each field in the format the tenant names: NUBAN, IFSC, PIX, ABA routing', () => {
    const filled = {
      ...blank,
      accountName: 'Ada',
      bank: 'Access Bank',
      accountNumber: '0123456784',
    };
    const ngn = { bankCode: null, extraCode: null, accountNumber: 'nuban' as const };
    expect(validateBankAccount(filled, ngn)).toEqual({});
    expect(validateBankAccount({ ...filled, accountNumber: '0123456785' }, ngn)).toEqual({
      accountNumber: 'format.checkDigit',
    });
    expect(validateBankAccount({ ...filled, accountNumber: '12345' }, ngn)).toEqual({
      accountNumber: 'format.nuban',
    });
    expect(validateBankAccount({ ...filled, accountName: 'Ada <script>' }, ngn)).toEqual({
      accountName: 'format.markup',
    });
    const inr = {
      bankCode: null,
      extraCode: { label: 'IFSC code', required: true, format: 'ifsc' as const },
      accountNumber: 'in-account' as const,
    };
    expect(
      validateBankAccount(
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
      validateBankAccount({ ...filled, accountNumber: '000123456789', bankCode: '021000021' }, usd),
    ).toEqual({});
    expect(
      validateBankAccount({ ...filled, accountNumber: '000123456789', bankCode: '021000022' }, usd),
    ).toEqual({ bankCode: 'format.checkDigit' });
    const brl = {
      bankCode: { required: true, format: 'br-bank-code' as const },
      extraCode: { label: 'PIX', required: true, format: 'pix-key' as const },
      accountNumber: 'br-account' as const,
      branch: 'br-agency' as const,
    };
    expect(
      validateBankAccount(
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
});
