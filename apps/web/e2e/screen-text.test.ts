import { readFileSync } from 'node:fs';
import type { DigitGrouping } from '@trading/contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { launchBrowser } from './browser';
import { webRoot } from './paths';
import { walkScreens, type Walk } from './screen-walk';

/**
 * What every screen says, read once per tenant and language (a walk takes some 30 s) and
 * checked two ways: all of it in the reader's language, and every amount written that
 * language's way.
 */
const port = inject('port');

type Language = 'en' | 'pt' | 'zh';
type Latin = 'en' | 'pt';

const catalogue = (language: Latin) =>
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
const ONLY_IN: Record<Latin, Set<string>> = {
  en: new Set([...WORDS.en].filter((word) => !WORDS.pt.has(word))),
  pt: new Set([...WORDS.pt].filter((word) => !WORDS.en.has(word))),
};

/**
 * An amount written the other language's way: in Portuguese "1,234.56" or "35.95"; in English
 * "1.234,56" or "35,95". Two fraction digits are what every amount, price and percent shows;
 * a rate may have fewer ("0.5%").
 */
const FOREIGN_AMOUNT: Record<Language, RegExp> = {
  pt: /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d]|[.,]\d)|\d\.\d+%/,
  en: /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d]|[.,]\d)|\d,\d+%/,
  // Chinese writes numbers as English does.
  zh: /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d]|[.,]\d)|\d,\d+%/,
};
/** A currency sign spaced as the other language spaces it. */
const FOREIGN_SIGN: Record<Language, RegExp> = {
  pt: /(?:R\$|₦|₹|\$)\d/,
  en: /(?:R\$|₦|₹|\$)[\s\u00a0]\d/,
  zh: /(?:R\$|₦|₹|\$)[\s\u00a0]\d/,
};
/**
 * Amounts grouped other than the tenant's way (its tenant.json `money.grouping`, kept in every
 * language): by lakh and crore a group of three never follows another group of three
 * ("3,42,318.25", never "342,318.25"); by thousands a group of two never does ("3,42,318.25").
 */
const FOREIGN_GROUPING: Record<DigitGrouping, RegExp> = {
  indian: /\d{3}[.,\u00a0]\d{3}[.,]\d{2}(?!\d)/,
  thousands: /(?<![\d.,])\d{1,2}([.,])\d{2}\1\d{3}[.,]\d{2}(?!\d)/,
};
/** The languages whose words a screen in this one must not show (zh: either of the others). */
const OTHERS: Record<Language, Latin[]> = { en: ['pt'], pt: ['en'], zh: ['en', 'pt'] };

describe.each(TENANT_IDS)('the text of every screen, tenant %s', (tenantId) => {
  const { grouping } = loadTenant(tenantId).definition.money;
  describe.each(loadTenant(tenantId).definition.languages.offered as Language[])(
    'read in %s',
    (language) => {
      let walk: Walk;
      beforeAll(async () => {
        const browser = await launchBrowser();
        try {
          walk = await walkScreens(browser, `http://${tenantId}.localhost:${port}`, language);
        } finally {
          await browser.close();
        }
      }, 300_000);

      it('shows no text of the other language', () => {
        const names = wordsOf(walk.properNames.join(' '));
        const foreign = walk.screens.flatMap(({ route, text }) => {
          const found = [...wordsOf(text)].filter(
            (word) =>
              OTHERS[language].some((other) => ONLY_IN[other].has(word)) && !names.has(word),
          );
          return found.length > 0 ? [`${route}: ${found.join(', ')}`] : [];
        });
        expect(foreign).toEqual([]);
      });

      it('writes every amount the language’s way', () => {
        const wrong = walk.screens.flatMap(({ route, text }) =>
          [FOREIGN_AMOUNT[language], FOREIGN_SIGN[language], FOREIGN_GROUPING[grouping]].flatMap(
            (pattern) => {
              const found = text.match(pattern);
              return found
                ? [`${route}: "${text.slice(Math.max(0, found.index! - 20), found.index! + 20)}"`]
                : [];
            },
          ),
        );
        expect(wrong).toEqual([]);
        // The walk saw real screens, with amounts on them.
        expect(walk.screens.filter(({ text }) => /\d[.,]\d{2}/.test(text)).length).toBeGreaterThan(
          10,
        );
      });
    },
  );
});
