import { describe, expect, it } from 'vitest';
import { tileColumns } from './tile-columns';

describe('tileColumns', () => {
  it('keeps up to 5 tiles in one row', () => {
    expect(tileColumns(3)).toBe(3);
    expect(tileColumns(5)).toBe(5);
  });

  it('splits more than 5 tiles into two rows', () => {
    expect(tileColumns(6)).toBe(3);
    expect(tileColumns(7)).toBe(4);
    expect(tileColumns(8)).toBe(4);
  });
});
