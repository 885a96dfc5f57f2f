import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as exact from './exact-decimal';
import type { Decimal } from './exact-decimal';

const d = (text: string): Decimal => {
  const value = exact.parse(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
};
const text = (value: Decimal | null) => value && exact.toText(value);

describe('exact.parse', () => {
  it('reads decimal strings and numbers into units and scale', () => {
    expect(exact.parse('12.50')).toEqual({ units: 1250n, scale: 2 });
    expect(exact.parse(' -0.007 ')).toEqual({ units: -7n, scale: 3 });
    expect(exact.parse('+3')).toEqual({ units: 3n, scale: 0 });
    expect(exact.parse('.5')).toEqual({ units: 5n, scale: 1 });
    expect(exact.parse(0.1 + 0.2)).toEqual({ units: 30000000000000004n, scale: 17 });
    expect(exact.parse(1e-7)).toEqual({ units: 1n, scale: 7 });
  });

  it('is null for what is not a decimal', () => {
    for (const bad of ['', '.', 'abc', '1e3', '1,5', '--1', Number.NaN, Infinity])
      expect(exact.parse(bad)).toBeNull();
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies exactly', () => {
    // 0.1 + 0.2, 0.3 − 0.1 and 0.1 × 3 are 0.30000000000000004, 0.19999999999999998 and
    // 0.30000000000000004 in floats.
    expect(text(exact.add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(text(exact.subtract(d('0.3'), d('0.1')))).toBe('0.2');
    expect(text(exact.multiply(d('0.1'), exact.of(3)))).toBe('0.3');
    expect(text(exact.multiply(d('12.35'), d('-0.5')))).toBe('-6.175');
    expect(text(exact.percentOf(d('200'), d('1.5')))).toBe('3.000');
  });

  it('compares across scales', () => {
    expect(exact.compare(d('1.50'), d('1.5'))).toBe(0);
    expect(exact.compare(d('-2'), d('1.99'))).toBe(-1);
    expect(exact.compare(d('10.001'), d('10'))).toBe(1);
  });

  it('divides to a number of places with the rounding asked for', () => {
    expect(text(exact.divide(d('1'), d('3'), 2))).toBe('0.33');
    expect(text(exact.divide(d('2'), d('3'), 2))).toBe('0.67');
    expect(text(exact.divide(d('2'), d('3'), 2, 'down'))).toBe('0.66');
    expect(text(exact.divide(d('1'), d('3'), 2, 'up'))).toBe('0.34');
    // −0.125 is a half: it goes away from zero, also with a negative divisor.
    expect(text(exact.divide(d('0.125'), d('-1'), 2))).toBe('-0.13');
    expect(text(exact.divide(d('-1'), d('8'), 2, 'down'))).toBe('-0.12');
    expect(text(exact.divide(d('995'), d('1550'), 2, 'down'))).toBe('0.64');
    expect(exact.divide(d('1'), d('0.00'), 2)).toBeNull();
  });

  it('rounds to a number of places, or pads to it', () => {
    expect(text(exact.round(d('1.005'), 2))).toBe('1.01');
    expect(text(exact.round(d('-1234.565'), 2))).toBe('-1234.57');
    expect(text(exact.round(d('99.995'), 2))).toBe('100.00');
    expect(text(exact.round(d('1.004999'), 2))).toBe('1.00');
    expect(text(exact.round(d('0.00005'), 2, 'up'))).toBe('0.01');
    expect(text(exact.round(d('-0.019'), 2, 'down'))).toBe('-0.01');
    expect(text(exact.round(d('-0.001'), 2))).toBe('0.00');
    expect(text(exact.round(d('7'), 3))).toBe('7.000');
  });
});

const decimals = fc
  .record({ units: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), scale: fc.nat(10) })
  .map((value): Decimal => value);

describe('properties', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(decimals, (value) => {
        expect(exact.compare(d(exact.toText(value)), value)).toBe(0);
      }),
    );
  });

  it('rounds to the nearest step, down never outward and up never inward', () => {
    fc.assert(
      fc.property(decimals, fc.nat(6), (value, places) => {
        const step = { units: 1n, scale: places };
        const down = exact.round(value, places, 'down');
        const up = exact.round(value, places, 'up');
        const near = exact.round(value, places, 'halfUp');
        const size = (x: Decimal) => (x.units < 0n ? { ...x, units: -x.units } : x);
        expect(exact.compare(size(down), size(value))).toBeLessThanOrEqual(0);
        expect(exact.compare(size(up), size(value))).toBeGreaterThanOrEqual(0);
        expect(exact.compare(size(exact.subtract(up, down)), step)).toBeLessThanOrEqual(0);
        const error = size(exact.subtract(near, value));
        expect(exact.compare(exact.multiply(error, exact.of(2)), step)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('divides back what it multiplied', () => {
    fc.assert(
      fc.property(
        decimals,
        decimals.filter((value) => value.units !== 0n),
        (a, b) => {
          const quotient = exact.divide(exact.multiply(a, b), b, a.scale)!;
          expect(exact.compare(quotient, a)).toBe(0);
        },
      ),
    );
  });
});
