import type { Language } from '@trading/contract';

export type Messages = Record<string, string>;

// One chunk per catalogue: a visitor downloads only the language they read.
const catalogues = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

export async function loadMessages(language: Language): Promise<Messages> {
  const load = catalogues[`./messages/${language}.json`];
  if (!load) throw new Error(`No message catalogue for "${language}"`);
  return load();
}
