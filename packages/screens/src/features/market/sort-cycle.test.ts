import { describe, expect, it } from 'vitest';
import { nextSort } from './sort-cycle';

describe('nextSort', () => {
  it('cycles a column ascending, descending, then none', () => {
    const asc = nextSort(null, 'CHANGE');
    expect(asc).toEqual({ sortType: 'CHANGE', direction: 'ASC' });
    const desc = nextSort(asc, 'CHANGE');
    expect(desc).toEqual({ sortType: 'CHANGE', direction: 'DESC' });
    expect(nextSort(desc, 'CHANGE')).toBeNull();
  });

  it('starts the other column at ascending', () => {
    expect(nextSort({ sortType: 'CHANGE', direction: 'DESC' }, 'CHANGE_PERCENT')).toEqual({
      sortType: 'CHANGE_PERCENT',
      direction: 'ASC',
    });
  });
});
