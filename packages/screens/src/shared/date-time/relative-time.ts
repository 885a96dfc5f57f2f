/** A moment as "n units ago" for Intl.RelativeTimeFormat, or null when too far back for that. */
export interface RelativeTime {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

const STEPS: { unit: RelativeTime['unit']; ms: number; below: number }[] = [
  { unit: 'minute', ms: 60_000, below: 60 },
  { unit: 'hour', ms: 3_600_000, below: 24 },
  { unit: 'day', ms: 86_400_000, below: 7 },
];

/**
 * How long ago `timestamp` was, in the largest whole unit: under a minute is "now" (value 0,
 * which `numeric: 'auto'` writes as "now"); a week or more is null, where a date reads better.
 * A moment slightly ahead of the device's clock (another machine's time) counts as now.
 */
export function relativeTime(timestamp: number, now: number): RelativeTime | null {
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed < 60_000) return { value: 0, unit: 'second' };
  for (const step of STEPS) {
    const count = Math.floor(elapsed / step.ms);
    if (count < step.below) return { value: -count, unit: step.unit };
  }
  return null;
}
