import { describe, expect, it } from 'vitest';
import { needsSecondApproval } from '../../src/finance/second-approval';

describe('needsSecondApproval', () => {
  const rule = { NGN: '1000000', USD: '2000' };
  it('asks for a second approver only above the limit of that currency', () => {
    expect(needsSecondApproval(rule, 'NGN', '1000000.01')).toBe(true);
    expect(needsSecondApproval(rule, 'NGN', '1000000.00')).toBe(false);
    expect(needsSecondApproval(rule, 'USD', '2500')).toBe(true);
  });
  it('needs one approver in a currency the tenant sets no limit for', () => {
    expect(needsSecondApproval(rule, 'BRL', '99999999')).toBe(false);
  });
});
