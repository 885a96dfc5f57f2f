import { readFileSync } from 'node:fs';
import { TENANT_IDS } from '../vite/tenant-id';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { launchBrowser } from './browser';
import { webRoot } from './paths';
import { walkScreens } from './screen-walk';

const port = inject('port');

const catalogue = (language: string) =>
  Object.values(
    JSON.parse(readFileSync(`${webRoot}/src/i18n/messages/${language}.json`, 'utf8')) as Record<
      string,
      string
    >,
  ).join(' ');

/** Words of four letters or more, lower-cased: short words are shared too often to tell. */
const wordsOf = (text: string) =>
  new Set((text.match(/\p{L}{4,}/gu) ?? []).map((word) => word.toLowerCase()));

const WORDS = { en: wordsOf(catalogue('en')), pt: wordsOf(catalogue('pt')) };

/** Words our own English catalogue uses and the Portuguese one never does, and the reverse. */
const ONLY_IN: Record<'en' | 'pt', Set<string>> = {
  en: new Set([...WORDS.en].filter((word) => !WORDS.pt.has(word))),
  pt: new Set([...WORDS.pt].filter((word) => !WORDS.en.has(word))),
};

describe.each(TENANT_IDS)('one language per screen, tenant %s', (tenantId) => {
  it.each(loadTenant(tenantId).definition.languages.offered as ('en' | 'pt')[])(
    'shows no text of the other language when reading in %s',
    async (language) => {
      const other = language === 'en' ? 'pt' : 'en';
      const browser = await launchBrowser();
      try {
        const { screens, properNames } = await walkScreens(
          browser,
          `http://${tenantId}.localhost:${port}`,
          language,
        );
        const names = wordsOf(properNames.join(' '));
        const foreign = screens.flatMap(({ route, text }) => {
          const found = [...wordsOf(text)].filter(
            (word) => ONLY_IN[other].has(word) && !names.has(word),
          );
          return found.length > 0 ? [`${route}: ${found.join(', ')}`] : [];
        });
        expect(foreign).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    300_000,
  );
});
