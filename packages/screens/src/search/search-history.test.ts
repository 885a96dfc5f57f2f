import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  clearHistory,
  normalizeKeyword,
  parseHistory,
  readHistory,
  writeHistory,
} from './search-history';

describe('search history', () => {
  it('trims keywords', () => {
    expect(normalizeKeyword('  dangote ')).toBe('dangote');
  });

  it('appends a new keyword, trimmed', () => {
    expect(addKeyword(['mtn'], '  zenith ')).toEqual(['mtn', 'zenith']);
  });

  it('saves neither empty keywords nor repeats', () => {
    const history = ['mtn'];
    expect(addKeyword(history, '   ')).toBe(history);
    expect(addKeyword(history, ' mtn ')).toBe(history);
  });

  it('reads only non-empty, unique strings from what is stored', () => {
    expect(parseHistory(JSON.stringify(['a', 'a', ' ', 3, 'b']))).toEqual(['a', 'b']);
    expect(parseHistory('{broken')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });

  it('keeps the list under searchHistory and clearing removes the key', () => {
    writeHistory(localStorage, ['mtn', 'gtco']);
    expect(localStorage.getItem('searchHistory')).toBe('["mtn","gtco"]');
    expect(readHistory(localStorage)).toEqual(['mtn', 'gtco']);
    clearHistory(localStorage);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });
});
