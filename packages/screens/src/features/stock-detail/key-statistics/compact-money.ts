import { numberLocale } from '@trading/ui-kit';
import type { IntlShape } from 'react-intl';

/** The US dollar's sign as the contract and tenants write it (formatMoney's rule). */
const US_DOLLAR = '$';

/**
 * A large amount shortened the reader's way ("₦8.43T", "R$ 412,9 bi", "US$1.2万亿"): a market
 * cap's trailing digits say nothing, and its full form does not fit a statistics cell.
 */
export function compactMoney(intl: IntlShape, value: number, sign: string): string {
  const locale = numberLocale();
  const written = sign === US_DOLLAR ? locale.usdSign : sign;
  const digits = intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 2 });
  return written ? `${written}${locale.signSpace}${digits}` : digits;
}
