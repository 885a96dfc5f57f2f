import { CURRENCY_SIGNS, type CurrencyCode } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import { formatMoney, type MoneyInput } from '@trading/ui-kit';

export interface MoneyFormatOptions {
  /** Defaults to the tenant's currency; USD amounts take the dollar sign. */
  currency?: CurrencyCode;
  /** Prefix "+" on zero and positive values (changes). */
  plus?: boolean;
  /** Leave the sign off (quantities, percentages). */
  bare?: boolean;
}

export type FormatMoney = (value: MoneyInput, options?: MoneyFormatOptions) => string;

/** Thousands and decimal separators of a locale, e.g. pt-BR → "." and ",". */
function separators(locale: string): { group: string; point: string } {
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    point: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * The tenant's money format: its sign, its decimals (2) and its locale's separators, so an
 * amount reads the same on every screen of that tenant whatever the interface language.
 */
export function createMoneyFormat(currency: TenantDefinition['currency']): FormatMoney {
  const { group, point } = separators(currency.locale);
  return (value, options = {}) => {
    const code = options.currency ?? currency.code;
    const sign = options.bare ? '' : code === currency.code ? currency.sign : CURRENCY_SIGNS[code];
    return formatMoney(value, {
      sign,
      decimals: currency.decimals,
      group,
      point,
      plus: options.plus,
    });
  };
}
