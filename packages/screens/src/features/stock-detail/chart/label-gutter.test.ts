import { describe, expect, it } from 'vitest';
import { candles } from '../testing/render-stock-detail';
import { CHAR_PX, LABEL_INSET, labelGutter } from './label-gutter';

/** What a label takes from the plot's right edge: its inset and text, at most CHAR_PX a character. */
const labelEnd = (text: string) => LABEL_INSET + text.length * CHAR_PX;

describe('labelGutter', () => {
  it('is room right of the plot for the widest price label, so no label lies over a candle', () => {
    const nifty = candles(60).map((c) => ({ ...c, high: c.high + 23_000 }));
    const write = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 2 });
    const gutter = labelGutter(nifty, write);
    const widest = write(Math.max(...nifty.map((c) => c.high)));
    expect(widest).toMatch(/^23,10\d\.\d\d$/);
    // Labels start at the plot's right edge plus the inset: the whole label is in the gutter.
    expect(gutter).toBeGreaterThanOrEqual(labelEnd(widest));
  });

  it('grows with the prices written, and always fits an oscillator label such as "-100.00"', () => {
    const write = (value: number) => value.toFixed(2);
    const cheap = labelGutter(candles(10), write);
    const dear = labelGutter(
      candles(10).map((c) => ({ ...c, high: 1_234_567 })),
      write,
    );
    expect(dear).toBeGreaterThan(cheap);
    expect(cheap).toBeGreaterThanOrEqual(labelEnd('-100.00'));
    expect(labelGutter([], write)).toBe(cheap);
  });
});
