import { ORDER_PRICE_TICK } from '@trading/contract';
import type { NumberLocale } from '@trading/ui-kit';

export type SheetOrderType = 'MARKET' | 'LIMIT' | 'STOP';

const TICK_DECIMALS = ORDER_PRICE_TICK.split('.')[1]?.length ?? 0;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A limit or stop price as typed in the language's way ("1.234,56" in pt, "1,234.56" in en):
 * the decimal string the call takes, or null when it is not a positive price in whole ticks.
 */
export function parseOrderPrice(text: string, locale: NumberLocale): string | null {
  const plain = text
    .trim()
    .replace(new RegExp(escape(locale.group), 'g'), '')
    .replace(locale.point, '.');
  const pattern = new RegExp(`^\\d+(?:\\.\\d{1,${TICK_DECIMALS}})?$`);
  if (!pattern.test(plain) || Number(plain) <= 0) return null;
  const [whole, fraction = ''] = plain.split('.');
  return `${BigInt(whole!)}.${fraction.padEnd(TICK_DECIMALS, '0')}`;
}

/** A price written for the price field: whole ticks, the language's decimal point, no grouping. */
export function orderPriceText(price: number, locale: NumberLocale): string {
  return price.toFixed(TICK_DECIMALS).replace('.', locale.point);
}
