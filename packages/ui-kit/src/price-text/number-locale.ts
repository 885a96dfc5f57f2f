/** How a language writes numbers: separators, and whether a currency sign is spaced off. */
export interface NumberLocale {
  group: string;
  point: string;
  /** Put between a currency sign and the digits: "R$ 1.234,56" in pt, "₦1,234.56" in en. */
  signSpace: string;
}

const NBSP = '\u00a0';

/** The separators and sign spacing of a language, as the platform's Intl writes them. */
export function numberLocaleOf(language: string): NumberLocale {
  const parts = new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).formatToParts(
    12345.6,
  );
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' })
    .formatToParts(1)
    .map((part) => part.type);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    point: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    signSpace: money[money.indexOf('currency') + 1] === 'literal' ? NBSP : '',
  };
}

let current: NumberLocale = numberLocaleOf('en');

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
