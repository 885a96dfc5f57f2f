import { centsOf, type MoneyRounding } from './money-rounding.js';
import { MONEY_SCALE } from './trade-fee.js';

const ONE = 10n ** BigInt(MONEY_SCALE);

/** toUSD pays local currency and receives dollars; toLocal the other way round. */
export type ExchangeDirection = 'toUSD' | 'toLocal';

export interface ExchangeQuoteUnits {
  fee: bigint;
  /** What is converted: the amount paid less the fee. */
  net: bigint;
  received: bigint;
}

/**
 * An exchange of `amount` (money units, 10⁻⁸) at `usdTo` local units per dollar with a fee of
 * `feeRate` percent: the fee, taken from the amount paid, and what the rest converts into,
 * each rounded to the cent once, from the exact value, by the tenant's rule. The server books
 * these figures and the review screen shows them.
 */
export function exchangeQuote(
  amount: bigint,
  usdTo: bigint,
  feeRate: bigint,
  direction: ExchangeDirection,
  rounding: MoneyRounding,
): ExchangeQuoteUnits {
  // amount × feeRate% in units: amount × feeRate / (100 × ONE).
  const fee = centsOf(amount * feeRate, 100n * ONE, rounding);
  const net = amount - fee;
  const received =
    direction === 'toUSD'
      ? centsOf(net * ONE, usdTo, rounding)
      : centsOf(net * usdTo, ONE, rounding);
  return { fee, net, received };
}
