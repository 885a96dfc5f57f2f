import { formatMoney } from './format-money';

/**
 * A count of shares, lots or units, grouped as the tenant's readers group every number (lakh and
 * crore for INR: 12,34,567) with the language's separators: `intl.formatNumber` would group by
 * the language alone, so a quantity beside an amount would be written another way.
 */
export function formatQuantity(quantity: number): string {
  return formatMoney(quantity, { decimals: 0 });
}
