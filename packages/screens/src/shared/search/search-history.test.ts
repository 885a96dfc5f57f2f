import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  clearHistory,
  newestFirst,
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

  it('saves no empty keyword, and a repeat of the newest changes nothing', () => {
    const history = ['mtn'];
    expect(addKeyword(history, '   ')).toBe(history);
    expect(addKeyword(history, ' mtn ')).toBe(history);
  });

  it('moves a repeat in any letter case to the newest place, with its newest spelling', () => {
    expect(addKeyword(['zen', 'mtn'], 'ZEN')).toEqual(['mtn', 'ZEN']);
    expect(newestFirst(addKeyword(['zen', 'mtn'], 'Zen'))).toEqual(['Zen', 'mtn']);
  });

  it('reads only non-empty strings from what is stored, repeats folded', () => {
    expect(parseHistory(JSON.stringify(['a', 'A', ' ', 3, 'b']))).toEqual(['A', 'b']);
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
