import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Money,
  MONEY_MESSAGE,
  NonNegativeMoney,
  PositiveMoney,
  Quantity,
  isDecimalString,
} from '../src/index.js';

const digit = fc.constantFrom(...'0123456789');
const nonZeroDigit = fc.constantFrom(...'123456789');
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

/** Independent generator of valid decimal strings. */
const intPart = fc.oneof(
  fc.constant('0'),
  fc.tuple(nonZeroDigit, digits(0, 17)).map(([a, b]) => a + b),
);
const fracPart = fc.option(digits(1, 8), { nil: undefined });
const decimal = fc
  .tuple(fc.boolean(), intPart, fracPart)
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f === undefined ? '' : `.${f}`}`);

describe('Money', () => {
  it('round-trips every decimal string unchanged', () => {
    fc.assert(
      fc.property(decimal, (s) => {
        expect(Money.parse(s)).toBe(s);
        expect(isDecimalString(s)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects strings that are not exact decimals', () => {
    const bad = fc.oneof(
      decimal.map((s) => `${s}x`), // trailing garbage
      decimal.map((s) => ` ${s}`), // whitespace
      decimal.map((s) => `+${s.replace(/^-/, '')}`), // explicit plus
      decimal.map((s) => `${s}e5`), // exponent
      fc.tuple(intPart, digits(9, 14)).map(([i, f]) => `${i}.${f}`), // > 8 fraction digits
      fc.tuple(nonZeroDigit, digits(18, 25)).map(([a, b]) => a + b), // > 18 integer digits
      fc.tuple(nonZeroDigit, digits(0, 5)).map(([a, b]) => `0${a}${b}`), // leading zero
      intPart.map((i) => `${i}.`), // dangling dot
      digits(1, 8).map((f) => `.${f}`), // missing integer part
      decimal.map((s) => s.replace(/^(-?\d+)/, '$1,000')), // thousands separator
      fc.string().filter((s) => !/^-?\d/.test(s)), // anything not starting like a number
    );
    fc.assert(
      fc.property(bad, (s) => {
        expect(Money.safeParse(s).success).toBe(false);
        expect(isDecimalString(s)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never accepts numbers, with a clear message', () => {
    for (const v of [10, 0, 1.5, -2, Number.NaN]) {
      const r = Money.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MONEY_MESSAGE);
    }
    expect(Money.safeParse('abc').error?.issues[0]?.message).toBe(MONEY_MESSAGE);
  });

  it('accepts the bounds', () => {
    expect(Money.parse('999999999999999999.99999999')).toBe('999999999999999999.99999999');
    expect(Money.parse('-0.00000001')).toBe('-0.00000001');
    expect(Money.safeParse('1.123456789').success).toBe(false);
    expect(Money.safeParse('1000000000000000000').success).toBe(false);
  });
});

describe('PositiveMoney / NonNegativeMoney', () => {
  it('PositiveMoney accepts exactly the decimals above zero', () => {
    fc.assert(
      fc.property(decimal, (s) => {
        const positive = !s.startsWith('-') && /[1-9]/.test(s);
        expect(PositiveMoney.safeParse(s).success).toBe(positive);
      }),
      { numRuns: 1000 },
    );
    for (const s of ['0', '0.0', '0.00000000', '-1', '-0.5'])
      expect(PositiveMoney.safeParse(s).success).toBe(false);
    for (const s of ['0.00000001', '1', '12.50'])
      expect(PositiveMoney.safeParse(s).success).toBe(true);
  });

  it('NonNegativeMoney accepts zero and above', () => {
    for (const s of ['0', '0.00', '-0', '5'])
      expect(NonNegativeMoney.safeParse(s).success).toBe(true);
    for (const s of ['-1', '-0.01', 3]) expect(NonNegativeMoney.safeParse(s).success).toBe(false);
  });
});

describe('Quantity', () => {
  it('is a positive integer', () => {
    expect(Quantity.parse(10)).toBe(10);
    for (const v of [0, -10, 1.5, '10', Number.POSITIVE_INFINITY])
      expect(Quantity.safeParse(v).success).toBe(false);
  });
});
