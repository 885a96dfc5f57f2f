import { numberLocaleOf } from './number-locale';
import { describe, expect, it } from 'vitest';
import { typedDecimal, wireDecimal } from './typed-decimal';

const pt = numberLocaleOf('pt-BR');
const en = numberLocaleOf('en');

describe('amounts typed in an input', () => {
  it('reads Portuguese amounts: a decimal comma, dots only between thousands', () => {
    expect(wireDecimal('10.000,50', pt)).toBe('10000.50');
    expect(wireDecimal(' 7,25 ', pt)).toBe('7.25');
    expect(wireDecimal('1.000.000', pt)).toBe('1000000');
    expect(wireDecimal('-5', pt)).toBe('-5');
    // A dot that cannot separate thousands is the decimal point it was meant as.
    expect(wireDecimal('7.25', pt)).toBe('7.25');
    // Not an amount in any language: left for the schema to refuse.
    expect(wireDecimal('7,2,5', pt)).toBe('7,2,5');
  });

  it('reads English amounts the same way, with the separators swapped', () => {
    expect(wireDecimal('10,000.50', en)).toBe('10000.50');
    expect(wireDecimal('10000.50', en)).toBe('10000.50');
    expect(wireDecimal('7,25', en)).toBe('7,25');
  });

  it('writes a loaded amount back in the language, so a save without changes sends it unchanged', () => {
    expect(typedDecimal('1000000.00', pt)).toBe('1000000,00');
    expect(wireDecimal(typedDecimal('1000000.00', pt), pt)).toBe('1000000.00');
    expect(typedDecimal('2000.00', en)).toBe('2000.00');
  });
});
