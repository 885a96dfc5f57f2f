import type { Language } from '@trading/contract';
import { BRL_NEWS } from './seed-news/brl';
import { INR_NEWS } from './seed-news/inr';
import { NGN_NEWS } from './seed-news/ngn';
import { USD_NEWS } from './seed-news/usd';

/** What a reader reads of an article, in one language. */
export interface ArticleText {
  title: string;
  source: string;
  paragraphs: string[];
}

/**
 * Original sample articles per tenant, about that tenant's market, written in the tenant's
 * default language, with `translations` into the other languages it offers. Seeded once into an
 * empty database.
 */
export interface SeedArticle extends ArticleText {
  /** Hours before seeding time, so the list always looks fresh. */
  hoursAgo: number;
  onMainPage: boolean;
  translations?: Partial<Record<Language, ArticleText>>;
}

export const SEED_NEWS: Record<string, SeedArticle[]> = {
  ngn: NGN_NEWS,
  inr: INR_NEWS,
  brl: BRL_NEWS,
  usd: USD_NEWS,
};
