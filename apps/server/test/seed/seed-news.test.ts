import { describe, expect, it } from 'vitest';
import { SEED_NEWS, type ArticleText } from '../../src/content/seed-news';
import { findInstrument } from '../../src/market/instruments';
import { loadTenantPackages } from '../../src/tenants/tenant-definitions';

/** Every run of digits, in order: "1,234.5" and "1.234,5" both read 1 234 5. */
const digitsOf = (text: ArticleText) =>
  [text.title, ...text.paragraphs].join(' ').match(/\d+/g) ?? [];

describe.each(
  loadTenantPackages().map(
    (p) => [p.definition.id, p.definition.languages, p.definition.market.defaultMarket] as const,
  ),
)('seeded news of %s', (id, languages, market) => {
  const articles = SEED_NEWS[id] ?? [];
  const others = languages.offered.filter((language) => language !== languages.default);

  it('has articles', () => {
    expect(articles.length).toBeGreaterThan(0);
  });

  // A reader in any offered language would otherwise meet a headline in another one.
  it.each(others)('translates every article into %s, with the same facts', (language) => {
    for (const article of articles) {
      const text = article.translations?.[language];
      expect(text, `${language}: ${article.title}`).toBeDefined();
      expect(text!.title).toMatch(/\S/);
      expect(text!.source).toMatch(/\S/);
      expect(text!.title).not.toBe(article.title);
      expect(text!.paragraphs).toHaveLength(article.paragraphs.length);
      for (const paragraph of text!.paragraphs) expect(paragraph).toMatch(/\S/);
      expect(digitsOf(text!), text!.title).toEqual(digitsOf(article));
    }
  });

  // Seeding refuses a symbol its market does not list; this names the article at fault sooner.
  it("names only stocks of the tenant's market", () => {
    for (const article of articles)
      for (const symbol of article.stocks ?? [])
        expect(findInstrument(symbol, market), `${article.title}: ${symbol}`).toBeDefined();
  });

  it('keeps no translation into a language the tenant does not offer or writes in', () => {
    for (const article of articles) {
      for (const language of Object.keys(article.translations ?? {})) {
        expect(others, `${language}: ${article.title}`).toContain(language);
      }
    }
  });
});
