import type { Language } from '../enums.js';

/**
 * A tenant-data label in the reader's language (its default-language text where no other is
 * given). Apart from the schema so that reading a label loads no validation library.
 */
export function labelIn(
  { label, labels }: { label: string; labels?: Partial<Record<Language, string>> },
  language: Language,
): string {
  return labels?.[language] ?? label;
}
