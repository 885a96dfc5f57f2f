import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trendOf } from './format-money';
import { changeParts } from './text-parts';

const decimalText = fc
  .tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => (units / 10 ** scale).toFixed(scale));

describe('a shown change: sign and colour follow the digits shown', () => {
  it('never shows a sign that disagrees with its colour', () => {
    fc.assert(
      fc.property(decimalText, fc.option(decimalText), fc.boolean(), (value, beside, percent) => {
        const { text, trend } = changeParts(value, {
          percent,
          beside: beside ?? undefined,
        });
        const sign = text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : 'flat';
        expect(trend, text).toBe(sign);
      }),
    );
  });

  it('takes the direction of the change beside it when the percent rounds to zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -49, max: 49 }).map((n) => (n / 10_000).toFixed(4)),
        decimalText.filter((c) => Number(c) !== 0),
        (percent, change) => {
          const parts = changeParts(percent, { percent: true, beside: change });
          expect(parts.trend).toBe(trendOf(change));
          expect(parts.text.slice(1)).toBe('0.00%');
        },
      ),
    );
    // The case users saw: "+0.00 %" in green beside a red change.
    expect(changeParts('0.004', { percent: true, beside: '-0.01' })).toEqual({
      text: '-0.00%',
      trend: 'down',
    });
    expect(changeParts('0', { percent: true, beside: '0' })).toEqual({
      text: '0.00%',
      trend: 'flat',
    });
  });
});
