import { describe, expect, it } from 'vitest';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';
import { legendValue, paneLegends } from './pane-legend';

const names = { MA: 'MA', BOLL: 'BOLL', MACD: 'MACD', KDJ: 'KDJ', RSI: 'RSI', WR: 'WR' };

describe('pane titles', () => {
  it('name each indicator with its parameters, over the pane it is drawn in', () => {
    const params = { ...DEFAULT_INDICATOR_PARAMS, RSI: [6, 12, 24] };
    const legends = paneLegends(['MA', 'MACD', 'RSI'], params, names, (_, i) => `c${i}`);
    expect(legends.map(({ pane, title }) => [pane, title])).toEqual([
      [0, 'MA(5,10,30,60)'],
      [2, 'MACD(12,26,9)'],
      [3, 'RSI(6,12,24)'],
    ]);
    expect(legends[2]!.lines).toEqual([
      { id: 'RSI-0', name: 'RSI6', color: 'c0' },
      { id: 'RSI-1', name: 'RSI12', color: 'c1' },
      { id: 'RSI-2', name: 'RSI24', color: 'c2' },
    ]);
    expect(legends[1]!.lines.map((line) => line.name)).toEqual(['MACD', 'DIF', 'DEA']);
  });

  it('show the live value to the price’s decimals over prices, two for oscillators', () => {
    expect(legendValue('RSI-0', 63.485128232587975)).toBe('63.49');
    expect(legendValue('MA-2', 302.7216666666667)).toBe('302.72');
    expect(legendValue('MA-2', 302.7216666666667, 3)).toBe('302.722');
    expect(legendValue('WR-0', null)).toBe('--');
  });
});
