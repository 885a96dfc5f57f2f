import { divUnits, mulUnits, roundUnits, type Units } from '../ledger/decimal';
import type { FxRate } from './fx-rate-repository';

const ONE = 10n ** 8n;
const HUNDRED = 100n * ONE;

export interface ExchangeQuote {
  fee: Units;
  /** What is converted: the amount paid less the fee. */
  net: Units;
  received: Units;
}

/**
 * The fee is taken from the amount paid and rounded up to the cent; what the user gets
 * is rounded down to the cent. Both roundings favour the house by under a cent each.
 */
export function quoteExchange(
  amount: Units,
  rate: FxRate,
  direction: 'toUSD' | 'toLocal',
): ExchangeQuote {
  const fee = roundUnits(divUnits(amount * rate.feeRate, HUNDRED, 'up'), 2, 'up');
  const net = amount - fee;
  const exact =
    direction === 'toUSD'
      ? divUnits(net * ONE, rate.usdTo, 'down')
      : mulUnits(net, rate.usdTo, 'down');
  return { fee, net, received: roundUnits(exact, 2, 'down') };
}
