import { describe, expect, it } from 'vitest';
import { CATALOGUES, consoleLanguage } from './console-language';

describe('console language', () => {
  it("picks the browser's language when the tenant offers it, else the tenant's default", () => {
    expect(consoleLanguage(['en', 'pt'], 'en', ['pt-BR', 'en'])).toBe('pt');
    expect(consoleLanguage(['en', 'pt'], 'pt', ['zh-CN'])).toBe('pt');
  });
  it('has the same keys in en, pt and zh', () => {
    const keys = Object.keys(CATALOGUES.en).sort();
    expect(Object.keys(CATALOGUES.pt).sort()).toEqual(keys);
    expect(Object.keys(CATALOGUES.zh).sort()).toEqual(keys);
  });
});
