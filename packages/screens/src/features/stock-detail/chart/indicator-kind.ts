import { INDICATORS, type IndicatorKind } from '@trading/contract';

// The contract's list (the server checks saved settings against it), with the chart's rules.
export { INDICATORS, type IndicatorKind };

/** MA is on when the chart opens. */
export const DEFAULT_INDICATORS: readonly IndicatorKind[] = ['MA'];

/** Drawn over the candles; the others get a pane of their own under the volume. */
export function isOverlay(kind: IndicatorKind): boolean {
  return kind === 'MA' || kind === 'BOLL';
}

/** Turns one indicator on or off; the result keeps the selector's order so panes never jump. */
export function toggleIndicator(
  selected: readonly IndicatorKind[],
  kind: IndicatorKind,
): IndicatorKind[] {
  const on = new Set(selected);
  if (on.has(kind)) on.delete(kind);
  else on.add(kind);
  return INDICATORS.filter((k) => on.has(k));
}

/**
 * The indicator the settings open on: the one the user last turned on while it is still on,
 * else the first one on, else the first offered.
 */
export function activeIndicator(
  selected: readonly IndicatorKind[],
  lastTurnedOn: IndicatorKind | null,
): IndicatorKind {
  if (lastTurnedOn !== null && selected.includes(lastTurnedOn)) return lastTurnedOn;
  return selected[0] ?? INDICATORS[0];
}
