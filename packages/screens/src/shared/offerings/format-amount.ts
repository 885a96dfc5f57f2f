import type { CurrencyCode } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';
import { currencySign } from '../format/currency-sign';

/** Money of an offering in its own currency, with that currency's sign, to 2 decimals. */
export function formatAmount(value: string, currency: CurrencyCode): string {
  return formatMoney(value, { sign: currencySign(currency), decimals: 2 });
}

/** A rate in percent, to 2 decimals ("2.50%"). */
export function formatRate(value: string): string {
  return formatMoney(value, { decimals: 2, suffix: '%', group: '' });
}
