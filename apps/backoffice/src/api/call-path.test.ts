import { describe, expect, it } from 'vitest';
import { callPath, restOf } from './call-path';

describe('callPath', () => {
  it('fills the path placeholders and leaves the rest for the query or body', () => {
    const input = { id: 42, note: 'blurry photo' };
    expect(callPath('/admin/kyc/{id}/reject', input)).toBe('/admin/kyc/42/reject');
    expect(restOf('/admin/kyc/{id}/reject', input)).toEqual({ note: 'blurry photo' });
  });

  it('leaves out an optional field that has no value', () => {
    expect(restOf('/admin/quant/orders', { status: undefined, pageSize: 100 })).toEqual({
      pageSize: 100,
    });
  });
});
