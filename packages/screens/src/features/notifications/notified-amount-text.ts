import type { NotifiedAmount } from '@trading/contract';
import { formatAmount } from '../../shared/offerings/format-amount';

/** A notice's amount as the reader's language writes it, the USDT rail named beside it. */
export function notifiedAmountText({ amount, currency, usdt }: NotifiedAmount): string {
  return `${formatAmount(amount, currency)}${usdt ? ' (USDT)' : ''}`;
}
