import { describe, expect, it } from 'vitest';
import { keywordOf, withKeyword } from './search-keyword';

describe('search keyword in the URL', () => {
  it('reads the trimmed keyword from q, or none', () => {
    expect(keywordOf(new URLSearchParams('q=%20zen%20'))).toBe('zen');
    expect(keywordOf(new URLSearchParams(''))).toBe('');
  });

  it('sets the trimmed keyword and drops q for an empty one, keeping other parameters', () => {
    expect(withKeyword(new URLSearchParams('tab=1'), ' mtn ').toString()).toBe('tab=1&q=mtn');
    expect(withKeyword(new URLSearchParams('q=mtn&tab=1'), '  ').toString()).toBe('tab=1');
  });
});
