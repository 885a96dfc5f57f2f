import type { Rng } from './random.js';
import { roundPrice } from './prices.js';

/** Folds `value` back into [low, high] like a reflecting boundary, so paths never stick to an edge. */
function reflectInto(value: number, low: number, high: number): number {
  const range = high - low;
  if (range <= 0) return low;
  let y = (value - low) % (2 * range);
  if (y < 0) y += 2 * range;
  return low + (y > range ? 2 * range - y : y);
}

/**
 * Fills `out[0..n]` with a random walk from `from` (index 0) to `to` (index n) that stays
 * inside [low, high] and touches both bounds, on the 0.01 grid. Touching the bounds is
 * what makes the finer path aggregate back to exactly the coarser bar it refines
 * (a day's minutes to the day's OHLC, a minute's seconds to the minute's OHLC).
 * Requires n ≥ 3 and low ≤ from, to ≤ high.
 */
export function touchingBridge(
  rng: Rng,
  n: number,
  from: number,
  to: number,
  low: number,
  high: number,
  out: Float64Array,
): void {
  const touchHigh = 1 + Math.floor(rng.next() * (n - 1));
  let touchLow = 1 + Math.floor(rng.next() * (n - 2));
  if (touchLow >= touchHigh) touchLow++;
  const knots: Array<[number, number]> = [
    [0, from],
    [touchHigh, high],
    [touchLow, low],
    [n, to],
  ];
  knots.sort((a, b) => a[0] - b[0]);

  const step = ((high - low) * 0.5) / Math.sqrt(n);
  for (let k = 0; k < 3; k++) {
    const [a, va] = knots[k]!;
    const [b, vb] = knots[k + 1]!;
    const m = b - a;
    // Brownian bridge: a free walk W, minus the straight line through its end point.
    let w = 0;
    for (let j = 1; j < m; j++) {
      w += step * rng.normal();
      out[a + j] = w;
    }
    const end = w + step * rng.normal();
    for (let j = 1; j < m; j++) {
      const t = j / m;
      const v = va + (vb - va) * t + out[a + j]! - end * t;
      out[a + j] = Math.min(high, Math.max(low, roundPrice(reflectInto(v, low, high))));
    }
    out[a] = va;
    out[b] = vb;
  }
}
