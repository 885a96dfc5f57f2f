import { describe, expect, it } from 'vitest';
import { BLANK_STAFF, staffRequest } from './staff-draft';

describe('staffRequest', () => {
  it('sends the trimmed username, the password as typed and the role', () => {
    expect(
      staffRequest({ username: ' desk_ana ', password: ' ab12c-ledger', role: 'operator' }),
    ).toEqual({
      body: { username: 'desk_ana', password: ' ab12c-ledger', role: 'operator' },
    });
  });

  it('names each refused field as the contract words it and sends nothing', () => {
    expect(staffRequest({ ...BLANK_STAFF, username: 'a b', password: 'short' })).toEqual({
      errors: {
        username: 'must be 3-20 letters, digits or underscores',
        password: 'must be at least 12 characters',
      },
    });
  });
});
