import { describe, expect, it } from 'vitest';
import { GUEST, paramsOwner } from './indicator-params-owner';

describe('paramsOwner', () => {
  it('is the guest when nobody is signed in', () => {
    expect(paramsOwner(false, { isError: false })).toEqual({ key: GUEST });
  });

  it('is the account number once the profile arrives', () => {
    expect(paramsOwner(true, { data: { account: '4821990012' }, isError: false })).toEqual({
      key: '4821990012',
    });
  });

  it('waits for the profile, and gives up on keeping changes when it fails', () => {
    expect(paramsOwner(true, { isError: false })).toBe('pending');
    expect(paramsOwner(true, { isError: true })).toBe('unknown');
  });
});
