import { describe, expect, it } from 'vitest';
import { settingsRequest, settingsValuesOf } from './settings-values';

const loaded = settingsValuesOf({
  registrationCode: 'JOIN-NGN',
  minDeposit: '100.00',
  maxDeposit: null,
  minWithdraw: '1000.00',
  withdrawalSecondApprovalAbove: { NGN: '1000000.00', USDT: '2000.00' },
  releaseSecondApprovalAbove: { NGN: '1000000.00', USDT: '2000.00' },
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
        withdrawalSecondApprovalAbove: { NGN: '1000000.00', USDT: '2000.00' },
      },
    });
  });

  it('names each field the contract refuses, a threshold by its currency', () => {
    const checked = settingsRequest({
      ...loaded,
      registrationCode: 'a b',
      maxDeposit: '-5',
      secondApprovalAbove: { NGN: '', USDT: '2000' },
    });
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual([
      'maxDeposit',
      'registrationCode',
      'withdrawalSecondApprovalAbove.NGN',
    ]);
  });
});
