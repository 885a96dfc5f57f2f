import { exchangeQuote, type MoneyRounding } from '@trading/contract';
import type { Units } from '../ledger/decimal';
import type { FxRate } from './fx-rate-repository';

export interface ExchangeQuote {
  fee: Units;
  /** What is converted: the amount paid less the fee. */
  net: Units;
  received: Units;
}

/**
 * The fee taken from the amount paid and what the rest converts into, each rounded to the
 * cent by the tenant's stated rule (tenant.json money.rounding), as the review screen shows
 * them: the contract's one computation.
 */
export function quoteExchange(
  amount: Units,
  rate: FxRate,
  direction: 'toUSD' | 'toLocal',
  rounding: MoneyRounding,
): ExchangeQuote {
  return exchangeQuote(amount, rate.usdTo, rate.feeRate, direction, rounding);
}
