import { readTypedNumber } from '../price-text/read-typed-number';

export interface StepperBounds {
  min: number;
  /** Inclusive; the highest reachable value is the last step at or below it. */
  max?: number;
  step: number;
}

function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/**
 * Snaps a value to the grid min, min + step, min + 2·step… (nearest step) and keeps it in
 * bounds; not-a-number falls back to min. With min 10 and step 10, 25 becomes 30 and 3 becomes 10.
 */
export function clampToStep(
  value: number,
  { min, max = Number.POSITIVE_INFINITY, step }: StepperBounds,
): number {
  if (!Number.isFinite(value)) return min;
  const highest = min + Math.floor((max - min) / step) * step;
  const snapped = min + Math.round((value - min) / step) * step;
  const bounded = Math.min(Math.max(snapped, min), highest);
  // Keep 0.1 + 0.2 style float error out of fractional steps.
  return Number(bounded.toFixed(decimalsOf(step)));
}

/** The value one step up or down, kept on the grid and in bounds. */
export function stepBy(value: number, direction: 1 | -1, bounds: StepperBounds): number {
  return clampToStep(clampToStep(value, bounds) + direction * bounds.step, bounds);
}

/**
 * What the user typed, read in the screen's language ("1,500" in en, "1.500" in pt), or NaN
 * when it has no single reading on this grid: a sign, a fraction of a whole step, two readings.
 */
export function parseStepperInput(text: string, { min, step }: StepperBounds): number {
  const decimals = Math.max(decimalsOf(step), decimalsOf(min));
  const reading = readTypedNumber(
    text,
    decimals === 0 ? { kind: 'whole' } : { kind: 'money', decimals },
  );
  return reading.ok ? Number(reading.value) : Number.NaN;
}
