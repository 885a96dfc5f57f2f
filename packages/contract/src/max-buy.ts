/**
 * The "Max" of a buy: the most shares, in whole lots, that the cash covers by what the order
 * holds — the very orderHold the server sets aside by — so a Max order is never refused for
 * INSUFFICIENT_BALANCE at the price it was computed at.
 */
import { orderHold, type OrderToHold } from './order-hold.js';

/** The lot grid: the least quantity and the step above it. */
export interface Lots {
  min: number;
  step: number;
}

export function maxBuyQuantity(
  order: Omit<OrderToHold, 'quantity' | 'side'> & { side: 'BUY' },
  current: bigint,
  cash: bigint,
  lots: Lots,
): number {
  const fits = (quantity: number) => orderHold({ ...order, quantity }, current).cash <= cash;
  const perShare = orderHold({ ...order, quantity: 1 }, current).worstPrice;
  if (current <= 0n || !perShare || perShare <= 0n) return 0;
  // cash ÷ worst price bounds it from above (the fee only adds); step down to what fits.
  const bound = Number(cash / perShare);
  let quantity =
    bound < lots.min ? 0 : lots.min + Math.floor((bound - lots.min) / lots.step) * lots.step;
  while (quantity >= lots.min && !fits(quantity)) quantity -= lots.step;
  return quantity >= lots.min ? quantity : 0;
}
