import type { Stock } from '@trading/contract';

export interface Quote {
  price: number;
  change: number;
  percent: number;
  high: number;
  low: number;
  open: number;
  /** The previous session's close. */
  close: number;
}

/** The detail's quote moved by the latest tick; high and low only ever widen. */
export function liveQuote(
  stock: Pick<Stock, 'price' | 'change' | 'up' | 'high' | 'low' | 'open' | 'close'>,
  tick: { price: number; priceChange: number; percentChange: number } | undefined,
  seen: { high: number; low: number },
): Quote {
  const price = tick?.price ?? stock.price;
  return {
    price,
    change: tick?.priceChange ?? stock.change,
    percent: tick?.percentChange ?? stock.up,
    high: Math.max(stock.high, seen.high, price),
    low: Math.min(stock.low, seen.low, price),
    open: stock.open,
    close: stock.close,
  };
}
