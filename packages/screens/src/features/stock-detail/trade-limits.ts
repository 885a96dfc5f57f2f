import { STEPPER } from '@trading/contract';
import type { MoneyInput } from '@trading/ui-kit';
import { affordable, orderCost, valueOf, type OrderCost } from '../../shared/forms/order-cost';

export type TradeSide = 'buy' | 'sell';

/** Why the submit button is off; null when the order can go. */
export type TradeBlock = 'noCash' | 'overCash' | 'noShares' | 'overShares' | 'notLot' | null;

export interface TradeCheck {
  /** The most that can be ordered now (0 when not even the minimum). */
  max: number;
  /** The quick quantities that can be ordered now. */
  shortcuts: number[];
  /** The cost of the chosen quantity; null while the price is unknown. */
  cost: OrderCost | null;
  block: TradeBlock;
}

/** The cost of `quantity` shares at `price`, paid from or received into `cash`. */
export function tradeCost(
  side: TradeSide,
  price: MoneyInput,
  quantity: number,
  cash: MoneyInput,
): OrderCost | null {
  const value = valueOf(price, quantity);
  return value && orderCost(value, cash, side === 'buy' ? 'pay' : 'receive');
}

/**
 * The largest whole-step quantity whose cost with the fee fits in the cash; 0 when not
 * even the minimum does. Starts from cash ÷ price (an upper bound, the fee only adds) and
 * steps down until the exact cost fits.
 */
export function maxBuy(price: number, cash: MoneyInput): number {
  if (!(price > 0)) return 0;
  const bound = Math.floor(Number(cash) / price / STEPPER.step) * STEPPER.step;
  for (let quantity = bound; quantity >= STEPPER.min; quantity -= STEPPER.step) {
    const cost = tradeCost('buy', price, quantity, cash);
    if (cost && affordable(cost)) return quantity;
  }
  return 0;
}

/** A whole number of lots (min, min + step…), the only quantities the server takes but "all". */
export function isWholeLots(quantity: number): boolean {
  return quantity >= STEPPER.min && (quantity - STEPPER.min) % STEPPER.step === 0;
}

/**
 * What an order of `quantity` can be: the server takes whole steps up to what the cash pays
 * for (buy) or what is held (sell), and a sale of everything held at any size.
 */
export function checkTrade(
  side: TradeSide,
  {
    price,
    quantity,
    cash,
    held,
  }: { price: number; quantity: number; cash: MoneyInput; held: number },
): TradeCheck {
  const cost = tradeCost(side, price, quantity, cash);
  if (side === 'buy') {
    const max = maxBuy(price, cash);
    const block: TradeBlock =
      max < STEPPER.min
        ? 'noCash'
        : !isWholeLots(quantity)
          ? 'notLot'
          : cost && !affordable(cost)
            ? 'overCash'
            : null;
    return { max, shortcuts: STEPPER.shortcuts.filter((q) => q <= max), cost, block };
  }
  const shortcuts: number[] = STEPPER.shortcuts.filter((q) => q <= held);
  // "All": an odd holding can only be closed in one go.
  if (held > 0 && !shortcuts.includes(held)) shortcuts.push(held);
  const block: TradeBlock =
    held <= 0
      ? 'noShares'
      : quantity > held
        ? 'overShares'
        : quantity !== held && !isWholeLots(quantity)
          ? 'notLot'
          : null;
  return { max: held, shortcuts, cost, block };
}

/** The quantity a sheet opens with: the default, or everything held when that is less. */
export function openingQuantity(side: TradeSide, held: number): number {
  return side === 'sell' && held > 0 && held < STEPPER.default ? held : STEPPER.default;
}
