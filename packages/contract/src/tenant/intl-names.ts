import { z } from 'zod';

function isCanonicalLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}

function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A BCP 47 tag in canonical case (en-NG, pt-BR), as Intl number and date formatters take it. */
export const LocaleTag = z.string().refine(isCanonicalLocale, 'Expected a canonical BCP 47 tag');

/** An IANA Area/Location zone; offsets and "UTC" are refused because they ignore daylight saving. */
export const IanaTimeZone = z
  .string()
  .regex(/^[A-Z][A-Za-z_]+(\/[A-Z][A-Za-z_-]+)+$/, 'Expected an IANA Area/Location zone')
  .refine(isKnownTimeZone, 'Unknown time zone');
