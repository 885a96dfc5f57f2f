import { ORDER_PRICE_TICK } from '@trading/contract';
import {
  readTypedNumber,
  typedDecimal,
  type NumberLocale,
  type NumberUnit,
  type TypedNumber,
} from '@trading/ui-kit';

export type SheetOrderType = 'MARKET' | 'LIMIT' | 'STOP' | 'STOP_LIMIT';

/** The price fields each order type shows, in the sheet's order: the trigger before the limit. */
export const PRICE_FIELDS: Record<SheetOrderType, readonly ('stopPrice' | 'limitPrice')[]> = {
  MARKET: [],
  LIMIT: ['limitPrice'],
  STOP: ['stopPrice'],
  STOP_LIMIT: ['stopPrice', 'limitPrice'],
};

const TICK_DECIMALS = ORDER_PRICE_TICK.split('.')[1]?.length ?? 0;

/** A price is money to the tick: what the field reads with, and what its messages name. */
export const PRICE_UNIT: NumberUnit = { kind: 'money', decimals: TICK_DECIMALS };

/**
 * A limit or stop price as typed, read by the one reader of typed numbers in the language's
 * way ("1.234,56" in pt, "1,234.56" in en): the decimal string the call takes, in whole ticks,
 * or why it is refused (two readings, finer than the tick, zero…). Nothing is rounded.
 */
export function readOrderPrice(text: string, locale: NumberLocale): TypedNumber {
  const reading = readTypedNumber(text, PRICE_UNIT, locale);
  if (!reading.ok) return reading;
  const [whole, fraction = ''] = reading.value.split('.');
  return { ok: true, value: `${whole}.${fraction.padEnd(TICK_DECIMALS, '0')}` };
}

/** The price read from `text`, or null when it is refused (see readOrderPrice). */
export function parseOrderPrice(text: string, locale: NumberLocale): string | null {
  const reading = readOrderPrice(text, locale);
  return reading.ok ? reading.value : null;
}

/** A price written for the price field: whole ticks, the language's decimal point, no grouping. */
export function orderPriceText(price: number, locale: NumberLocale): string {
  return typedDecimal(price.toFixed(TICK_DECIMALS), locale);
}

/**
 * The prices an order of this type sends, read from the typed fields; null while any field the
 * type needs is not a valid price (a market order needs none).
 */
export function orderPrices(
  type: SheetOrderType,
  texts: { limitPrice: string; stopPrice: string },
  locale: NumberLocale,
): { limitPrice?: string; stopPrice?: string } | null {
  const prices: { limitPrice?: string; stopPrice?: string } = {};
  for (const field of PRICE_FIELDS[type]) {
    const price = parseOrderPrice(texts[field], locale);
    if (price === null) return null;
    prices[field] = price;
  }
  return prices;
}
