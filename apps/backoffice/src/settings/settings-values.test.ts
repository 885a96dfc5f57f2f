import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { describe, expect, it } from 'vitest';
import { settingsRequest, settingsValuesOf } from './settings-values';

const loaded = settingsValuesOf({
  registrationCode: 'JOIN-NGN',
  minDeposit: '100.00',
  maxDeposit: null,
  minWithdraw: '1000.00',
  withdrawalSecondApprovalAbove: { NGN: '1000000.00', USD: '2000.00' },
  releaseSecondApprovalAbove: { NGN: '1000000.00', USD: '2000.00' },
  updatedAt: null,
});

describe('the tenant settings form', () => {
  it('sends what was loaded unchanged, no upper deposit limit as null', () => {
    expect(settingsRequest(loaded)).toEqual({
      body: {
        registrationCode: 'JOIN-NGN',
        minDeposit: '100.00',
        maxDeposit: null,
        minWithdraw: '1000.00',
        withdrawalSecondApprovalAbove: { NGN: '1000000.00', USD: '2000.00' },
      },
    });
  });

  it('shows and reads amounts in Portuguese: a decimal comma, dots between thousands', () => {
    setNumberLocale(numberLocaleOf('pt-BR'));
    try {
      const typed = settingsValuesOf({
        registrationCode: 'JOIN-BRL',
        minDeposit: '100.00',
        maxDeposit: '50000.00',
        minWithdraw: '10.00',
        withdrawalSecondApprovalAbove: { BRL: '100000.00' },
        releaseSecondApprovalAbove: { BRL: '100000.00' },
        updatedAt: null,
      });
      expect(typed).toMatchObject({ minDeposit: '100,00', maxDeposit: '50000,00' });
      expect(settingsRequest({ ...typed, minWithdraw: '1.500,50' })).toEqual({
        body: {
          registrationCode: 'JOIN-BRL',
          minDeposit: '100.00',
          maxDeposit: '50000.00',
          minWithdraw: '1500.50',
          withdrawalSecondApprovalAbove: { BRL: '100000.00' },
        },
      });
    } finally {
      setNumberLocale(numberLocaleOf('en'));
    }
  });

  it('names each field the contract refuses, a threshold by its currency', () => {
    const checked = settingsRequest({
      ...loaded,
      registrationCode: 'a b',
      maxDeposit: '-5',
      secondApprovalAbove: { NGN: '', USD: '2000' },
    });
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual([
      'maxDeposit',
      'registrationCode',
      'withdrawalSecondApprovalAbove.NGN',
    ]);
  });
});
