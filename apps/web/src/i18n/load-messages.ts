import type { Language } from '@trading/contract';
import type { IntlConfig } from 'react-intl';

/** Message texts by key; production builds carry them pre-parsed (vite/precompile-messages.ts). */
export type Messages = NonNullable<IntlConfig['messages']>;

// One chunk per catalogue: a visitor downloads only the language they read.
const catalogues = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

export async function loadMessages(language: Language): Promise<Messages> {
  const load = catalogues[`./messages/${language}.json`];
  if (!load) throw new Error(`No message catalogue for "${language}"`);
  return load();
}
