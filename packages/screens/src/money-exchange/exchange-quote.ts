import type { ExchangeInfo } from '@trading/contract';
import { fromUnits, roundUnits, SCALE, toUnits } from '../forms/decimal';

/** toUSD pays local currency and receives dollars; toLocal the other way round. */
export type ExchangeDirection = 'toUSD' | 'toLocal';

export type ExchangeQuote =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'insufficient'; fee: string; receive: string }
  | { kind: 'ok'; fee: string; receive: string };

const ONE = 10n ** BigInt(SCALE);

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * What the user gets for `amountText`, computed the way the server books it (exact
 * decimals): the fee (feeRate percent of the amount) is rounded up to the cent, the rest is
 * converted at usdTo (local units per dollar) and rounded down to the cent. Above the paying
 * balance the quote is "insufficient" (spec 5: the confirm button is then disabled).
 */
export function quoteExchange(
  amountText: string,
  direction: ExchangeDirection,
  info: Pick<ExchangeInfo, 'balance' | 'usdBalance' | 'usdTo' | 'feeRate'>,
): ExchangeQuote {
  if (amountText.trim() === '') return { kind: 'empty' };
  const amount = toUnits(amountText);
  const usdTo = toUnits(info.usdTo);
  const feeRate = toUnits(info.feeRate);
  if (amount === null || amount <= 0n || usdTo === null || usdTo <= 0n || feeRate === null)
    return { kind: 'invalid' };
  if (/\.\d{3,}$/.test(amountText.trim())) return { kind: 'invalid' };
  const fee = roundUnits(ceilDiv(amount * feeRate, ONE * 100n), 2, 'up');
  const net = amount - fee;
  const converted = direction === 'toUSD' ? (net * ONE) / usdTo : (net * usdTo) / ONE;
  const receive = fromUnits(roundUnits(converted > 0n ? converted : 0n, 2, 'down'));
  const balance = toUnits(direction === 'toUSD' ? info.balance : info.usdBalance) ?? 0n;
  const kind = amount > balance ? 'insufficient' : 'ok';
  return { kind, fee: fromUnits(fee), receive };
}

/** "0.5" → "0.5%"; null when there is no fee (spec 9: shown only when greater than 0). */
export function feeRateText(feeRate: string): string | null {
  const rate = toUnits(feeRate);
  if (rate === null || rate <= 0n) return null;
  return `${feeRate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')}%`;
}
