import { formatMoney } from '@trading/ui-kit';
import type { IntlShape } from 'react-intl';

/** Decimals of a tick step, so every label on an axis has as many (36,40 beside 36,42). */
function stepDecimals(step: number): number {
  // A step worked out from two positions carries float noise (0.020000000000000018).
  const text = String(Number(step.toPrecision(12)));
  return text.includes('e-') ? Number(text.split('e-')[1]) : (text.split('.')[1]?.length ?? 0);
}

/** The power of ten of a step's last significant digit: 2 for 2,500, 3 for 1,000. */
function lastDigitPower(step: number): number {
  let power = Math.floor(Math.log10(step));
  while (power > -12 && Math.abs(step / 10 ** power - Math.round(step / 10 ** power)) > 1e-9)
    power--;
  return power;
}

/** Values this large are shortened ("23K", "2,1 mi") when the step leaves only zeros out. */
const COMPACT_FROM = 10_000;
const COMPACT_STEP = 1_000;

/**
 * A value axis label in the reader's language, with as many digits as the step needs for
 * neighbouring labels to differ (23,104 beside 23,112; 22.5K beside 25.0K), never more than
 * `maxDecimals`. Large values are shortened only where the step is a round thousand or more,
 * so the short form drops nothing but zeros.
 */
export function axisNumber(
  intl: IntlShape,
  value: number,
  step: number,
  maxDecimals: number,
): string {
  if (Math.abs(value) >= COMPACT_FROM && step >= COMPACT_STEP) {
    const digits = Math.floor(Math.log10(Math.abs(value))) - lastDigitPower(step) + 1;
    const significant = Math.min(21, Math.max(1, digits));
    return intl.formatNumber(value, {
      notation: 'compact',
      minimumSignificantDigits: significant,
      maximumSignificantDigits: significant,
    });
  }
  return formatMoney(value, { decimals: Math.min(stepDecimals(step), maxDecimals) });
}
