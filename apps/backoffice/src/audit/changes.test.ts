import { describe, expect, it } from 'vitest';
import { fieldChanges } from './changes';

describe('what an audit entry shows as changed', () => {
  it('shows a settings save as the fields it changed, old and new', () => {
    expect(
      fieldChanges(
        { registrationCode: 'FUND-NGN', minWithdraw: '10.00', maxDeposit: '100.00' },
        { registrationCode: 'WELCOME', minWithdraw: '10.00', maxDeposit: '500.00' },
      ),
    ).toEqual([
      { field: 'registrationCode', before: 'FUND-NGN', after: 'WELCOME' },
      { field: 'maxDeposit', before: '100.00', after: '500.00' },
    ]);
  });

  it('shows a staff role change, a lock with its reason and an allotment with its shares', () => {
    expect(fieldChanges({ role: 'reviewer' }, { role: 'operator' })).toEqual([
      { field: 'role', before: 'reviewer', after: 'operator' },
    ]);
    expect(
      fieldChanges(
        { lockedAt: null },
        { lockedAt: '2026-11-29T07:00:00.000Z', sessionsEnded: 2, note: 'fraud report' },
      ),
    ).toEqual([
      { field: 'lockedAt', before: '', after: '2026-11-29T07:00:00.000Z' },
      { field: 'sessionsEnded', before: '', after: '2' },
      { field: 'note', before: '', after: 'fraud report' },
    ]);
    expect(
      fieldChanges(
        { status: 'APPLYING', obtainNum: 0, applyUnit: 500 },
        { status: 'FUNDING', obtainNum: 300, applyUnit: 500 },
      ),
    ).toEqual([
      { field: 'status', before: 'APPLYING', after: 'FUNDING' },
      { field: 'obtainNum', before: '0', after: '300' },
    ]);
  });

  it('shows every field of a created record (news, an offer, a member) and of a deleted one', () => {
    expect(fieldChanges(null, { title: 'Rates hold', translations: { pt: 'x' } })).toEqual([
      { field: 'title', before: '', after: 'Rates hold' },
      { field: 'translations', before: '', after: '{"pt":"x"}' },
    ]);
    expect(fieldChanges({ id: 4, price: '12.50' }, null)).toEqual([
      { field: 'id', before: '4', after: '' },
      { field: 'price', before: '12.50', after: '' },
    ]);
  });

  it('shows a list (banners, tiles) as one field, and nothing when nothing changed', () => {
    expect(fieldChanges([{ id: 1 }], [{ id: 2 }])).toEqual([
      { field: 'items', before: '[{"id":1}]', after: '[{"id":2}]' },
    ]);
    expect(fieldChanges({ role: 'admin' }, { role: 'admin' })).toEqual([]);
  });
});
