import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Language } from '@trading/contract';
import { z } from 'zod';
import { loadTenantPackages } from '../tenants/tenant-definitions';

/** What a reader reads of an article, in one language. */
const ArticleText = z.strictObject({
  title: z.string().min(1),
  source: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type ArticleText = z.infer<typeof ArticleText>;

/**
 * Original sample articles per tenant, about that tenant's market, written in the tenant's
 * default language, with `translations` into the other languages it offers. Seeded once into an
 * empty database.
 */
const SeedArticle = ArticleText.extend({
  /** Hours before seeding time, so the list always looks fresh. */
  hoursAgo: z.number().nonnegative(),
  onMainPage: z.boolean(),
  /** Symbols, in the tenant's own market, of the stocks the article is about. */
  stocks: z.array(z.string().min(1)).optional(),
  translations: z.partialRecord(Language, ArticleText).optional(),
});
export type SeedArticle = z.infer<typeof SeedArticle>;

/**
 * A tenant's sample articles: its folder's demo/news.json (none when it has no such file),
 * validated; demo/ also holds the banner and news images served under /static/seed/<id>/.
 */
export function seedNewsOf(tenantRoot: string): SeedArticle[] {
  const file = join(tenantRoot, 'demo', 'news.json');
  if (!existsSync(file)) return [];
  const parsed = z.array(SeedArticle).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The sample articles of each discovered tenant, by id: `SEED_NEWS.ngn`. */
export const SEED_NEWS: Readonly<Record<string, SeedArticle[]>> = new Proxy(
  {},
  {
    get: (_, id) => {
      const tenant = loadTenantPackages().find((p) => p.definition.id === id);
      return tenant ? seedNewsOf(tenant.root) : undefined;
    },
  },
);
