/** Every simulated price sits on a 0.01 grid, so candles, quotes and ticks agree exactly. */
export function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Change and percent change of `price` against `reference`, both to 2 decimals. */
export function changeBetween(
  price: number,
  reference: number,
): { change: number; percentChange: number } {
  return {
    change: roundPrice(price - reference),
    percentChange: reference === 0 ? 0 : roundPrice(((price - reference) / reference) * 100),
  };
}
