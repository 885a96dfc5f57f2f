import { ORDER_PRICE_TICK } from '@trading/contract';
import { typedDecimal, wireDecimal, type NumberLocale } from '@trading/ui-kit';

export type SheetOrderType = 'MARKET' | 'LIMIT' | 'STOP' | 'STOP_LIMIT';

/** The price fields each order type shows, in the sheet's order: the trigger before the limit. */
export const PRICE_FIELDS: Record<SheetOrderType, readonly ('stopPrice' | 'limitPrice')[]> = {
  MARKET: [],
  LIMIT: ['limitPrice'],
  STOP: ['stopPrice'],
  STOP_LIMIT: ['stopPrice', 'limitPrice'],
};

const TICK_DECIMALS = ORDER_PRICE_TICK.split('.')[1]?.length ?? 0;

/**
 * A limit or stop price as typed in the language's way ("1.234,56" in pt, "1,234.56" in en):
 * the decimal string the call takes, or null when it is not a positive price in whole ticks.
 */
export function parseOrderPrice(text: string, locale: NumberLocale): string | null {
  const plain = wireDecimal(text, locale);
  const pattern = new RegExp(`^\\d+(?:\\.\\d{1,${TICK_DECIMALS}})?$`);
  if (!pattern.test(plain) || Number(plain) <= 0) return null;
  const [whole, fraction = ''] = plain.split('.');
  return `${BigInt(whole!)}.${fraction.padEnd(TICK_DECIMALS, '0')}`;
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
