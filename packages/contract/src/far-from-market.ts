/**
 * Whether a limit or stop price is far enough from the market that it is more likely a slip
 * (a misplaced mark, a digit too many) than a choice: the trade sheet asks for an explicit
 * acknowledgement before such an order goes. The threshold is tenant data
 * (`trading.farFromMarketPercent`).
 *
 * Prices are bigint counts of 10⁻⁸ (MONEY_SCALE), as in order-hold.
 */

/** How far `price` is from `current`, in percent of `current` (positive above, negative below). */
export function distancePercent(price: bigint, current: bigint): number {
  // Basis points in bigint keep the comparison exact; the percent is for the message only.
  return Number(((price - current) * 10_000n) / current) / 100;
}

/**
 * True when `price` is more than `percent` % above or below `current` (exactly `percent` % is
 * not far). A price with no market to compare against (`current` ≤ 0) is never far.
 */
export function farFromMarket(price: bigint, current: bigint, percent: number): boolean {
  if (current <= 0n) return false;
  const distance = price > current ? price - current : current - price;
  // distance / current > percent / 100, without division; percent is a whole number.
  return distance * 100n > BigInt(percent) * current;
}
