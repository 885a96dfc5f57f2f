/** The app's languages (plain values: the browser client loads them without zod). */
export const LANGUAGES = ['en', 'pt', 'zh'] as const;

export function isLanguage(value: unknown): value is (typeof LANGUAGES)[number] {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
