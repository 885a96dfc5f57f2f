import { toUnits, isMoneyInput } from './decimal';

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
  if (!isMoneyInput(text)) return 'form.amount.invalid';
  const amount = toUnits(text)!;
  const min = bounds.min ? toUnits(bounds.min) : null;
  const max = bounds.max ? toUnits(bounds.max) : null;
  if ((min !== null && amount < min) || (max !== null && amount > max))
    return 'form.amount.outOfRange';
  return undefined;
}
