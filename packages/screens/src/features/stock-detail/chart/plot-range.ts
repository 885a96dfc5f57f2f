import type { PointOptionsType } from 'highcharts';

/**
 * Whether a point's values (all but its x) lie inside its value axis's current range. Within a
 * candle the high only rises, the low only falls and the volume only grows, so a point that
 * still fits leaves the axis as it is and can be drawn on the scale already laid out.
 */
export function fitsRange(
  row: PointOptionsType,
  range: { min?: number | null; max?: number | null },
): boolean {
  const { min, max } = range;
  if (typeof min !== 'number' || typeof max !== 'number' || !Array.isArray(row)) return false;
  for (let i = 1; i < row.length; i++) {
    const value = row[i];
    if (typeof value === 'number' && (value < min || value > max)) return false;
  }
  return true;
}
