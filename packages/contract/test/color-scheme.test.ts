import ngnTokens from '@trading/tenant-ngn/tokens' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { TenantTokens, offeredSchemes, schemeColors } from '../src/tenant/index.js';

const both = TenantTokens.parse(ngnTokens);
const { counterpart: _counterpart, ...pinnedData } = both;
const pinned = TenantTokens.parse(pinnedData);

describe('schemeColors', () => {
  it('paints the brand palette in its own scheme and the counterpart in the other', () => {
    expect(schemeColors(both, both.scheme)).toBe(both.color);
    expect(schemeColors(both, both.scheme === 'light' ? 'dark' : 'light')).toBe(both.counterpart);
  });

  it('keeps a pinned tenant in its one palette whatever is asked', () => {
    expect(schemeColors(pinned, 'light')).toBe(pinned.color);
    expect(schemeColors(pinned, 'dark')).toBe(pinned.color);
  });
});

describe('offeredSchemes', () => {
  it('lists the brand scheme first, then the counterpart', () => {
    expect(offeredSchemes(both)).toEqual(['light', 'dark']);
    expect(offeredSchemes({ ...both, scheme: 'dark' })).toEqual(['dark', 'light']);
  });

  it('offers a single scheme when the tenant pins one', () => {
    expect(offeredSchemes(pinned)).toEqual(['light']);
  });
});
