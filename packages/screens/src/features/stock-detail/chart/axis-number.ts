import type { IntlShape } from 'react-intl';

/** Decimals of a tick step, so every label on an axis has as many (36,40 beside 36,42). */
function stepDecimals(step: number): number {
  // A step worked out from two positions carries float noise (0.020000000000000018).
  const text = String(Number(step.toPrecision(12)));
  return text.includes('e-') ? Number(text.split('e-')[1]) : (text.split('.')[1]?.length ?? 0);
}

/**
 * A value axis label in the reader's language: its decimal mark, the step's decimals, and
 * volumes shortened ("12K", "1,2 mi") where whole numbers would crowd the pane.
 */
export function axisNumber(intl: IntlShape, value: number, step: number): string {
  if (Math.abs(value) >= 10_000)
    return intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
  const decimals = Math.min(stepDecimals(step), 8);
  return intl.formatNumber(value, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
