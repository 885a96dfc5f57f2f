import { moneyText } from './money-text';

/** Money in the record's own currency (money-text.ts); a hook so screens keep one call shape. */
export function useMoney(): (amount: string, currency: string) => string {
  return moneyText;
}
