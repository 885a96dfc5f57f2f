import { exact, type Decimal } from '@trading/ui-kit';

const CENTS_TEXT = /^\d+(?:\.\d{1,2})?$/;

/** An amount of money typed by the user: above 0 with at most 2 decimals; otherwise null. */
export function parseMoneyInput(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!CENTS_TEXT.test(trimmed)) return null;
  const value = exact.parse(trimmed);
  return value && value.units > 0n ? value : null;
}

export interface AmountBounds {
  /** Smallest accepted amount (inclusive), as a money string. */
  min?: string | null;
  /** Largest accepted amount (inclusive). */
  max?: string | null;
}

/**
 * The message id for an amount field, or undefined when it is fine: required, a positive
 * number with at most 2 decimals, then inside the bounds.
 */
export function amountError(text: string, bounds: AmountBounds = {}): string | undefined {
  if (text.trim() === '') return 'form.amount.required';
  const amount = parseMoneyInput(text);
  if (!amount) return 'form.amount.invalid';
  const min = bounds.min ? exact.parse(bounds.min) : null;
  const max = bounds.max ? exact.parse(bounds.max) : null;
  if ((min && exact.compare(amount, min) < 0) || (max && exact.compare(amount, max) > 0))
    return 'form.amount.outOfRange';
  return undefined;
}
