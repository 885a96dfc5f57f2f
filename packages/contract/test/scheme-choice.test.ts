import ngnTokens from '@trading/tenant-ngn/tokens' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  SCHEME_SCRIPT,
  SCHEME_STORAGE_KEY,
  TenantTokens,
  paintedScheme,
  parseSchemeChoice,
} from '../src/tenant/index.js';

const both = TenantTokens.parse(ngnTokens);
const { counterpart: _counterpart, ...pinnedData } = both;
const pinned = TenantTokens.parse(pinnedData);
const darkBrand = TenantTokens.parse({ ...pinnedData, scheme: 'dark' });

describe('parseSchemeChoice', () => {
  it('keeps a stored light or dark choice', () => {
    expect(parseSchemeChoice('light')).toBe('light');
    expect(parseSchemeChoice('dark')).toBe('dark');
  });

  it('follows the system when nothing or something unknown is stored', () => {
    expect(parseSchemeChoice(null)).toBe('system');
    expect(parseSchemeChoice('system')).toBe('system');
    expect(parseSchemeChoice('Dark')).toBe('system');
  });
});

describe('paintedScheme', () => {
  it('follows the system setting when the user chose System', () => {
    expect(paintedScheme(both, 'system', true)).toBe('dark');
    expect(paintedScheme(both, 'system', false)).toBe('light');
  });

  it('lets a manual choice override the system setting', () => {
    expect(paintedScheme(both, 'light', true)).toBe('light');
    expect(paintedScheme(both, 'dark', false)).toBe('dark');
  });

  it('keeps a pinned tenant in its own scheme whatever the user or system says', () => {
    expect(paintedScheme(pinned, 'dark', true)).toBe('light');
    expect(paintedScheme(darkBrand, 'light', false)).toBe('dark');
    expect(paintedScheme(darkBrand, 'system', false)).toBe('dark');
  });
});

describe('SCHEME_SCRIPT', () => {
  const run = (stored: string | null) => {
    const attributes = new Map<string, string>();
    const storage = { getItem: (key: string) => (key === SCHEME_STORAGE_KEY ? stored : null) };
    const root = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
    new Function('localStorage', 'document', SCHEME_SCRIPT)(storage, { documentElement: root });
    return attributes.get('data-scheme');
  };

  it('marks the page with a manual choice before paint', () => {
    expect(run('dark')).toBe('dark');
    expect(run('light')).toBe('light');
  });

  it('leaves the page to the system setting otherwise', () => {
    expect(run(null)).toBeUndefined();
    expect(run('<img>')).toBeUndefined();
  });

  it('survives storage that throws (private mode, blocked cookies)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() =>
      new Function('localStorage', 'document', SCHEME_SCRIPT)(blocked, {}),
    ).not.toThrow();
  });
});
