import { describe, expect, it } from 'vitest';
import { moveEntry, removeEntry } from './list-order';

describe('moveEntry', () => {
  it('swaps an entry with its neighbour and leaves the given list alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveEntry(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order when the move would leave the list', () => {
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveEntry(['a'], 3, -1)).toEqual(['a']);
  });
});

describe('removeEntry', () => {
  it('drops only the entry at the index', () => {
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeEntry(['a'], 4)).toEqual(['a']);
  });
});
