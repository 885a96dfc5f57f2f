import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../../content/translations';
import { serialId, tenantIdColumn } from './columns';

export const news = pgTable(
  'news',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    pubDate: timestamp('pub_date', { withTimezone: true }).notNull(),
    imageUrl: text('image_url').notNull(),
    /** Stored as written by the editor; sanitised on the way out. */
    content: text('content').notNull(),
    onMainPage: boolean('on_main_page').notNull().default(false),
    translations: jsonb('translations').$type<Translations<'title' | 'source' | 'content'>>(),
    /** The instruments (market/instruments.ts ids) the article is about, in the order named. */
    stockIds: integer('stock_ids').array().notNull().default([]),
  },
  (t) => [index('news_tenant_date_idx').on(t.tenantId, t.pubDate)],
);

export const banners = pgTable('banners', {
  id: serialId(),
  tenantId: tenantIdColumn(),
  imageUrl: text('image_url').notNull(),
  /** Null: the banner only shows, it opens nothing. */
  link: text('link'),
  sort: integer('sort').notNull(),
});

export const quickAccess = pgTable('quick_access', {
  id: serialId(),
  tenantId: tenantIdColumn(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations<'name'>>(),
  icon: text('icon').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull(),
});
