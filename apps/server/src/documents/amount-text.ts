import { currencySign, groupDigits, type DigitGrouping } from '@trading/contract';
import { fromUnits, type Units } from '../ledger/decimal';
import type { Lang } from '../messages/lang';
import { decimalText } from './decimal-text';

/** How a document writes numbers: the language's separators, the tenant's grouping. */
export interface DocumentNumbers {
  /** An amount with its currency's sign, two decimals: "₹3,42,318.25", "R$ 1.234,56". */
  money(units: Units, currency: string): string;
  /** A price or amount without sign, at least two decimals and at most its own. */
  plain(units: Units): string;
  /** A whole count (shares). */
  count(value: number): string;
}

const NBSP = '\u00a0';

/**
 * The screens' formatMoney lives in the React kit; a document is written on the server with the
 * same rules: separators and sign spacing as the platform's Intl writes the language, digits
 * grouped the tenant's way (contract groupDigits), exact decimals from ledger units.
 */
export function documentNumbers(lang: Lang, grouping: DigitGrouping): DocumentNumbers {
  const parts = new Intl.NumberFormat(lang, { minimumFractionDigits: 1 }).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const point = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  // Whether the language spaces a sign off its digits, asked as the screens ask it (of BRL).
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' })
    .formatToParts(1)
    .map((p) => p.type);
  const space = money[money.indexOf('currency') + 1] === 'literal' ? NBSP : '';
  // The dollar as the language signs it (US$ in pt and zh); every other sign is the contract's.
  const dollar =
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' })
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value ?? '$';
  const signOf = (currency: string) =>
    `${currency === 'USD' ? dollar : currencySign(currency)}${space}`;
  const digits = (text: string) => {
    const negative = text.startsWith('-');
    const [integer = '0', fraction] = (negative ? text.slice(1) : text).split('.');
    const grouped = groupDigits(integer, group, grouping);
    return {
      minus: negative ? '-' : '',
      body: fraction ? `${grouped}${point}${fraction}` : grouped,
    };
  };
  return {
    money(units, currency) {
      const { minus, body } = digits(fromUnits(units, 2));
      return `${minus}${signOf(currency)}${body}`;
    },
    plain(units) {
      const { minus, body } = digits(decimalText(units));
      return `${minus}${body}`;
    },
    count(value) {
      const { minus, body } = digits(String(value));
      return `${minus}${body}`;
    },
  };
}
