/**
 * The platform calls a page makes first when it formats (amounts in the page's language, the
 * market's wall clock, plural rules): made once, they load the platform's locale data, which
 * the whole renderer process then shares.
 */
export function warmIntl(language: string, timeZone: string): void {
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).formatToParts(12345.6);
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'long' }).format(0);
  new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    0,
  );
  new Intl.PluralRules(language).select(2);
}

/** What the page asks its warm-up worker. */
export interface WarmIntlRequest {
  language: string;
  timeZone: string;
}
