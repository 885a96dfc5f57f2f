import type { ExchangeInfo } from '@trading/contract';
import { exact, formatMoney } from '@trading/ui-kit';
import { parseMoneyInput } from '../../shared/forms/amount-rules';

/** toUSD pays local currency and receives dollars; toLocal the other way round. */
export type ExchangeDirection = 'toUSD' | 'toLocal';

export type ExchangeQuote =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'insufficient'; fee: string; receive: string }
  | { kind: 'ok'; fee: string; receive: string };

/**
 * What the user gets for `amountText`, computed the way the server books it (exact
 * decimals): the fee (feeRate percent of the amount) is rounded up to the cent, the rest is
 * converted at usdTo (local units per dollar) and rounded down to the cent. Above the paying
 * balance the quote is "insufficient" (the confirm button is then disabled).
 */
export function quoteExchange(
  amountText: string,
  direction: ExchangeDirection,
  info: Pick<ExchangeInfo, 'balance' | 'usdBalance' | 'usdTo' | 'feeRate'>,
): ExchangeQuote {
  if (amountText.trim() === '') return { kind: 'empty' };
  const amount = parseMoneyInput(amountText);
  const usdTo = exact.parse(info.usdTo);
  const feeRate = exact.parse(info.feeRate);
  if (amount === null || usdTo === null || usdTo.units <= 0n || feeRate === null)
    return { kind: 'invalid' };
  const fee = exact.round(exact.percentOf(amount, feeRate), 2, 'up');
  const net = exact.subtract(amount, fee);
  const converted =
    direction === 'toUSD'
      ? exact.divide(net, usdTo, 2, 'down')
      : exact.round(exact.multiply(net, usdTo), 2, 'down');
  const receive = converted && converted.units > 0n ? converted : exact.of(0);
  const balance = exact.parse(direction === 'toUSD' ? info.balance : info.usdBalance);
  const kind = balance === null || exact.compare(amount, balance) > 0 ? 'insufficient' : 'ok';
  return { kind, fee: exact.toText(fee), receive: exact.toText(exact.round(receive, 2)) };
}

/** "0.5" → "0.5%"; null when there is no fee (a rate shows only when above 0). */
export function feeRateText(feeRate: string): string | null {
  const rate = exact.parse(feeRate);
  if (rate === null || rate.units <= 0n) return null;
  // As many decimals as the rate has after trailing zeros go ("0.50" is "0.5%"), in the
  // language's number format.
  const decimals = feeRate.replace(/0+$/, '').split('.')[1]?.length ?? 0;
  return formatMoney(feeRate, { decimals, group: '', suffix: '%' });
}
