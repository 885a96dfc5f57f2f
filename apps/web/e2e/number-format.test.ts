import { TENANT_IDS } from '../vite/tenant-id';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { loadTenant } from '../vite/load-tenant';
import { walkScreens } from './screen-walk';

const port = inject('port');

/**
 * An amount written the other language's way: in Portuguese "1,234.56" or "35.95"; in English
 * "1.234,56" or "35,95". Two fraction digits are what every amount, price and percent shows;
 * a rate may have fewer ("0.5%").
 */
const FOREIGN_AMOUNT: Record<string, RegExp> = {
  pt: /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d]|[.,]\d)|\d\.\d+%/,
  en: /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d]|[.,]\d)|\d,\d+%/,
};
/** A currency sign spaced as the other language spaces it. */
const FOREIGN_SIGN: Record<string, RegExp> = {
  pt: /(?:R\$|₦|₹|\$)\d/,
  en: /(?:R\$|₦|₹|\$)[\s\u00a0]\d/,
};

describe.each(TENANT_IDS)('numbers on every screen, tenant %s', (tenantId) => {
  it.each(loadTenant(tenantId).definition.languages.offered)(
    'writes every amount the %s way',
    async (language) => {
      const browser = await launchBrowser();
      try {
        const { screens } = await walkScreens(
          browser,
          `http://${tenantId}.localhost:${port}`,
          language,
        );
        const wrong = screens.flatMap(({ route, text }) =>
          [FOREIGN_AMOUNT[language]!, FOREIGN_SIGN[language]!].flatMap((pattern) => {
            const found = text.match(pattern);
            return found
              ? [`${route}: "${text.slice(Math.max(0, found.index! - 20), found.index! + 20)}"`]
              : [];
          }),
        );
        expect(wrong).toEqual([]);
        // The walk saw real screens, with amounts on them.
        expect(screens.filter(({ text }) => /\d[.,]\d{2}/.test(text)).length).toBeGreaterThan(10);
      } finally {
        await browser.close();
      }
    },
    300_000,
  );
});
