import { DEFAULT_DIGIT_GROUPING, type DigitGrouping } from '@trading/contract';

/**
 * How a language writes numbers: separators, and whether a currency sign is spaced off; and
 * how the tenant's readers group digits, which holds in each of its languages.
 */
export interface NumberLocale {
  group: string;
  grouping: DigitGrouping;
  point: string;
  /** Put between a currency sign and the digits: "R$ 1.234,56" in pt, "₦1,234.56" in en. */
  signSpace: string;
  /**
   * How the language signs the US dollar, CLDR's symbol through Intl: "$" in en, "US$" in pt
   * and zh. Every dollar amount of a language carries it (formatMoney writes "$" this way).
   */
  usdSign: string;
}

const NBSP = '\u00a0';

const known = new Map<string, NumberLocale>();

/**
 * The separators and sign spacing of a language, as the platform's Intl writes them; asked
 * once per language (the first Intl call of a page is a long one on a slow phone).
 */
export function numberLocaleOf(
  language: string,
  grouping: DigitGrouping = DEFAULT_DIGIT_GROUPING,
): NumberLocale {
  const key = `${language} ${grouping}`;
  let locale = known.get(key);
  if (!locale) {
    locale = { ...askIntl(language), grouping };
    known.set(key, locale);
  }
  return locale;
}

function askIntl(language: string): Omit<NumberLocale, 'grouping'> {
  const parts = new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).formatToParts(
    12345.6,
  );
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' })
    .formatToParts(1)
    .map((part) => part.type);
  const dollar = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
    .formatToParts(1)
    .find((part) => part.type === 'currency');
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    point: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    signSpace: money[money.indexOf('currency') + 1] === 'literal' ? NBSP : '',
    usdSign: dollar?.value ?? '$',
  };
}

/**
 * English's, written out rather than asked of Intl when the module loads: a page's first Intl
 * call loads the platform's locale data, which would lengthen the script's evaluation, the
 * page's longest task on a slow phone. The language's own is set before the first render.
 */
export const ENGLISH_NUMBERS: NumberLocale = {
  group: ',',
  grouping: DEFAULT_DIGIT_GROUPING,
  point: '.',
  signSpace: '',
  usdSign: '$',
};

let current: NumberLocale = ENGLISH_NUMBERS;

/**
 * The language every amount on screen is written in. One process-wide setting rather than a
 * prop on every call: amounts are formatted in plain functions and in the live tick path as
 * well as in components, and the app shows one language at a time (the i18n provider sets it
 * before rendering, and re-mounts the screens when it changes).
 */
export function setNumberLocale(locale: NumberLocale): void {
  current = locale;
}

export function numberLocale(): NumberLocale {
  return current;
}
