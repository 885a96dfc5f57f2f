import { describe, expect, it } from 'vitest';
import { resolveTab, visibleTabs } from './market-tabs';

const all = visibleTabs({ showIndexTab: true, usMarketShow: true });
const brl = visibleTabs({ showIndexTab: false, usMarketShow: true });
const inr = visibleTabs({ showIndexTab: true, usMarketShow: false });

describe('market tabs', () => {
  it('shows Index unless the tenant hides it and US only with usMarketShow', () => {
    expect(all.map((tab) => tab.key)).toEqual(['index', 'default', 'rising', 'falling', 'us']);
    expect(brl.map((tab) => tab.key)).toEqual(['default', 'rising', 'falling', 'us']);
    expect(inr.map((tab) => tab.key)).toEqual(['index', 'default', 'rising', 'falling']);
  });

  it('takes the tab from an integer 0 to 4 (leading zeros allowed) and defaults to 0 otherwise', () => {
    expect(resolveTab('3', all)).toBe(3);
    expect(resolveTab('4', all)).toBe(4);
    expect(resolveTab('02', all)).toBe(2);
    for (const bad of [null, '', '5', '-1', '1.5', 'x']) expect(resolveTab(bad, all)).toBe(0);
  });

  it('falls back to the first visible tab for a hidden one', () => {
    expect(resolveTab('0', brl)).toBe(1);
    expect(resolveTab(null, brl)).toBe(1);
    expect(resolveTab('4', inr)).toBe(0);
  });
});
