import {
  exchangeQuote,
  MONEY_SCALE,
  type ExchangeDirection,
  type ExchangeInfo,
  type MoneyRounding,
} from '@trading/contract';
import { exact, formatMoney, type Decimal } from '@trading/ui-kit';
import { parseMoneyInput } from '../../shared/forms/amount-rules';
import type { NumberUnit } from '@trading/ui-kit';

export type { ExchangeDirection };

export type ExchangeQuote =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'insufficient'; amount: string; fee: string; receive: string; balanceAfter: string }
  | { kind: 'ok'; amount: string; fee: string; receive: string; balanceAfter: string };

const units = (value: Decimal) => exact.round(value, MONEY_SCALE).units;
const text = (units: bigint) => exact.toText(exact.round({ units, scale: MONEY_SCALE }, 2));

/**
 * What the user gets for `amountText`, the contract's computation the server books: the fee
 * (feeRate percent of the amount) and what the rest converts into at usdTo (local units per
 * dollar), each rounded to the cent by the tenant's rule. Above the paying balance the quote
 * is "insufficient" (the review then cannot be confirmed).
 */
export function quoteExchange(
  amountText: string,
  direction: ExchangeDirection,
  info: Pick<ExchangeInfo, 'balance' | 'usdBalance' | 'usdTo' | 'feeRate'>,
  rounding: MoneyRounding,
  unit?: NumberUnit,
): ExchangeQuote {
  if (amountText.trim() === '') return { kind: 'empty' };
  const amount = parseMoneyInput(amountText, unit);
  const usdTo = exact.parse(info.usdTo);
  const feeRate = exact.parse(info.feeRate);
  if (amount === null || usdTo === null || usdTo.units <= 0n || feeRate === null)
    return { kind: 'invalid' };
  const quote = exchangeQuote(units(amount), units(usdTo), units(feeRate), direction, rounding);
  const receive = quote.received > 0n ? quote.received : 0n;
  const balance = exact.parse(direction === 'toUSD' ? info.balance : info.usdBalance);
  const after = balance === null ? null : units(balance) - units(amount);
  return {
    kind: after === null || after < 0n ? 'insufficient' : 'ok',
    amount: text(units(amount)),
    fee: text(quote.fee),
    receive: text(receive),
    balanceAfter: after === null ? '' : text(after),
  };
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
