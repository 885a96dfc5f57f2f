/** Steps a value axis may take within a power of ten: 1, 2, 2.5 and 5 read at a glance. */
const STEP_MULTIPLES = [1, 2, 2.5, 5, 10];

/**
 * Round values covering [low, high] with about `count` steps, as a chart axis labels them:
 * the first is at or under `low`, the last at or over `high`. The step is the round one nearest
 * the rough one (Highcharts' rule), so the picture and the chart label alike.
 */
export function valueTicks(low: number, high: number, count: number): number[] {
  const span = high - low;
  if (!Number.isFinite(span)) return [];
  if (span === 0)
    return low === 0
      ? [0, 1]
      : valueTicks(low - Math.abs(low) / 100, high + Math.abs(high) / 100, count);
  const rough = span / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalized = rough / magnitude;
  const multiple = STEP_MULTIPLES.find(
    (m, i) => normalized <= (m + (STEP_MULTIPLES[i + 1] ?? m)) / 2,
  );
  const step = magnitude * (multiple ?? 10);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // Multiples of the step, not sums of it, so 0.1 + 0.2 never prints as 0.30000000000000004.
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** Minutes between time labels on an intraday axis: the first that keeps them `apart`. */
const MINUTE_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 240];

/**
 * Which candles carry a time label on an intraday axis: those starting on a round number of
 * minutes of the market's day, at most about `count` of them. `minuteOfDay` reads a candle's
 * time in the market's zone (zones such as India's are half an hour off UTC's round hours).
 */
export function timeTickIndices(
  times: readonly number[],
  minuteOfDay: (time: number) => number,
  count: number,
): number[] {
  if (times.length < 2) return [];
  const spanMinutes = (times[times.length - 1]! - times[0]!) / 60_000;
  const step =
    MINUTE_STEPS.find((minutes) => spanMinutes / minutes <= count) ??
    MINUTE_STEPS[MINUTE_STEPS.length - 1]!;
  const indices: number[] = [];
  times.forEach((time, i) => {
    if (minuteOfDay(time) % step === 0) indices.push(i);
  });
  return indices;
}
