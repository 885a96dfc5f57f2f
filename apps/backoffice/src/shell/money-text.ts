import { CurrencyCode, currencySign } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';

/**
 * An amount in its record's own currency: "$200.00" for a USDT transfer (USDT settles in USD,
 * decisions: one currency identity) even on a naira console, never the tenant's sign for
 * another currency. A code that is not a currency of the books is written after the amount.
 */
export function moneyText(amount: string, currency: string): string {
  return CurrencyCode.safeParse(currency).success
    ? formatMoney(amount, { sign: currencySign(currency) })
    : formatMoney(amount, { suffix: ` ${currency}` });
}
