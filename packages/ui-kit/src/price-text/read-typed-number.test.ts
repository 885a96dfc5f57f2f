import { describe, expect, it } from 'vitest';
import { numberLocaleOf } from './number-locale';
import { readTypedNumber, type NumberUnit, type TypedNumberProblem } from './read-typed-number';

const FIELDS = {
  money: { kind: 'money', decimals: 2 },
  shares: { kind: 'whole' },
  lots: { kind: 'whole' },
} satisfies Record<string, NumberUnit>;

type Field = keyof typeof FIELDS;
/** A typed text, the field it goes into, and the wire value or the reason it is refused. */
type Row = [text: string, field: Field, expected: string | TypedNumberProblem];

const PROBLEMS = new Set<string>([
  'required',
  'negative',
  'unreadable',
  'ambiguous',
  'decimals',
  'whole',
  'zero',
  'tooLarge',
]);

function check(language: string, rows: readonly Row[]) {
  const locale = numberLocaleOf(language);
  it.each(rows)('%s as %s reads %s', (text, field, expected) => {
    const reading = readTypedNumber(text, FIELDS[field], locale);
    expect(reading).toEqual(
      PROBLEMS.has(expected) ? { ok: false, problem: expected } : { ok: true, value: expected },
    );
  });
}

/** Rows every language shares: signs, emptiness, zero and whole units. */
const COMMON: readonly Row[] = [
  ['', 'money', 'required'],
  ['  ', 'shares', 'required'],
  ['-5', 'money', 'negative'],
  ['-1', 'shares', 'negative'],
  ['-1', 'lots', 'negative'],
  ['\u22123', 'money', 'negative'],
  ['0', 'money', 'zero'],
  ['000', 'money', 'zero'],
  ['0', 'lots', 'zero'],
  ['12a', 'money', 'unreadable'],
  ['+5', 'shares', 'unreadable'],
  ['1 234', 'money', 'unreadable'],
  ['15', 'shares', '15'],
  ['007', 'lots', '7'],
  ['99999999999999999999', 'shares', 'tooLarge'],
];

describe('amounts typed in English', () => {
  check('en', [
    ...COMMON,
    ['1,234.50', 'money', '1234.50'],
    ['1234.50', 'money', '1234.50'],
    ['1,000', 'money', '1000'],
    ['1,000', 'shares', '1000'],
    ['0.5', 'money', '0.5'],
    ['12.3456', 'money', 'decimals'],
    // A thousand in Portuguese, twelve and a bit here: two readings, refused.
    ['12.345', 'money', 'ambiguous'],
    // The Portuguese way of writing is refused, never read as a bigger number.
    ['1000,5', 'money', 'ambiguous'],
    ['1.234,50', 'money', 'ambiguous'],
    ['100,50', 'money', 'ambiguous'],
    ['1.5', 'shares', 'whole'],
    ['1.5', 'lots', 'whole'],
    ['1.500', 'shares', 'ambiguous'],
    ['1,23,4', 'money', 'unreadable'],
    // No number starts with a group of zero: not "1" with a stray comma.
    ['0,001', 'money', 'ambiguous'],
  ]);
});

describe('amounts typed in Portuguese', () => {
  check('pt', [
    ...COMMON,
    ['1.234,50', 'money', '1234.50'],
    ['1234,5', 'money', '1234.5'],
    ['100,50', 'money', '100.50'],
    ['1000,5', 'money', '1000.5'],
    ['1.000', 'shares', '1000'],
    ['1.000.000', 'lots', '1000000'],
    // A dot not followed by three digits cannot group thousands: it is the decimal point.
    ['1234.50', 'money', '1234.50'],
    ['7.25', 'money', '7.25'],
    // "1,000" is 1 to three decimals here, a thousand in English: two readings, refused.
    ['1,000', 'money', 'ambiguous'],
    ['1,000', 'shares', 'ambiguous'],
    ['1234.567', 'money', 'ambiguous'],
    ['1,234.50', 'money', 'ambiguous'],
    ['1,5', 'shares', 'whole'],
    ['1,5', 'lots', 'whole'],
    ['1,255', 'money', 'ambiguous'],
    ['1,2555', 'money', 'decimals'],
    ['0,00', 'money', 'zero'],
    // Issue 48: "0.001" is no thousands grouping in pt (no number starts with a group of
    // zero), and a thousandth in English: refused, never read as 1.
    ['0.001', 'money', 'ambiguous'],
    ['0.001', 'shares', 'ambiguous'],
  ]);
});

describe('amounts typed in Chinese', () => {
  check('zh', [
    ...COMMON,
    ['1,234.50', 'money', '1234.50'],
    ['1234.5', 'money', '1234.5'],
    ['1,000', 'lots', '1000'],
    ['1000,5', 'money', 'ambiguous'],
    ['1.234,50', 'money', 'ambiguous'],
    ['1.5', 'shares', 'whole'],
    ['10.0001', 'money', 'decimals'],
    ['10.001', 'money', 'ambiguous'],
    ['0.00', 'money', 'zero'],
    ['0,001', 'money', 'ambiguous'],
  ]);
});
