import { exact, readTypedNumber, type Decimal, type NumberUnit } from '@trading/ui-kit';
import { moneyUnit } from '../format/money-unit';

/**
 * An amount of money typed by the user, read in the screen's language: above 0 within the
 * unit's decimals; otherwise null.
 */
export function parseMoneyInput(text: string, unit: NumberUnit = moneyUnit()): Decimal | null {
  const reading = readTypedNumber(text, unit);
  return reading.ok ? exact.parse(reading.value) : null;
}

/** What a call sends for a typed amount: the value read from it, never the text as typed. */
export function wireAmount(text: string, unit: NumberUnit = moneyUnit()): string {
  const reading = readTypedNumber(text, unit);
  if (!reading.ok) throw new Error(`sending an unread amount: ${reading.problem}`);
  return reading.value;
}

export interface AmountBounds {
  /** Smallest accepted amount (inclusive), as a money string. */
  min?: string | null;
  /** Largest accepted amount (inclusive). */
  max?: string | null;
}

/**
 * The message id for an amount field, or undefined when it is fine: required, readable in
 * the screen's language (each refusal says why), then inside the bounds.
 */
export function amountError(
  text: string,
  bounds: AmountBounds = {},
  unit: NumberUnit = moneyUnit(),
): string | undefined {
  const reading = readTypedNumber(text, unit);
  if (!reading.ok)
    return reading.problem === 'required'
      ? 'form.amount.required'
      : `form.number.${reading.problem}`;
  const amount = exact.parse(reading.value);
  const min = bounds.min ? exact.parse(bounds.min) : null;
  const max = bounds.max ? exact.parse(bounds.max) : null;
  if (
    amount &&
    ((min && exact.compare(amount, min) < 0) || (max && exact.compare(amount, max) > 0))
  )
    return 'form.amount.outOfRange';
  return undefined;
}
