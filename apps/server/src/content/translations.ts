import type { Language } from '@trading/contract';

/**
 * A row's texts in other languages, by language and field. The row's own columns hold the text in
 * the tenant's default language; operators add the languages the tenant also offers.
 */
export type Translations<Field extends string> = Partial<
  Record<Language, Partial<Record<Field, string>>>
>;

/**
 * The row with its texts in `language`: each field that has a translation takes it, the others
 * keep the row's own text, so a missing translation shows the original rather than nothing.
 */
export function inLanguage<Row extends object, Field extends keyof Row & string>(
  row: Row,
  translations: Translations<Field> | null | undefined,
  language: Language,
): Row {
  const texts = translations?.[language];
  if (!texts) return row;
  const chosen = Object.fromEntries(
    Object.entries(texts).filter(([, text]) => typeof text === 'string' && text !== ''),
  );
  return { ...row, ...chosen };
}
