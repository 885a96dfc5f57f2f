import { z } from 'zod';
import { Id, UrlString } from '../common.js';
import { CurrencyCode, Language, Market, MarketBuyModel, Theme, UploadBizType } from '../enums.js';
import { TimestampMs } from '../money.js';
import { StockSummary } from './market.js';

/** GET /tenant/config — the tenant's runtime configuration. */
export const TenantConfig = z.object({
  title: z.string(),
  favicon: z.string(),
  logo: z.string(),
  defaultCurrency: CurrencyCode,
  defaultTheme: Theme,
  defaultSign: z.string(),
  /** Currency sign by currency code. */
  signMap: z.partialRecord(CurrencyCode, z.string()),
  defaultMarket: Market,
  defaultMarketTitle: z.string(),
  usMarketShow: z.boolean(),
  landingPageUrl: z.string().nullable(),
  /** 1 = share units, 0 = lots (one lot = ipoUnit shares). */
  marketBuyModel: MarketBuyModel,
  defaultLanguage: Language,
  /** Languages offered on the language screen. */
  languages: z.array(Language).min(1),
  /** Customer-service link (opened in a new tab), or null. */
  customerService: z.string().nullable(),
  /** Whether the Market screen shows the Index tab (off for BRL tenants). */
  showIndexTab: z.boolean(),
});
export type TenantConfig = z.infer<typeof TenantConfig>;

/** A news item as listed. */
export const NewsItem = z.object({
  id: Id,
  title: z.string(),
  source: z.string(),
  pubDate: TimestampMs,
  imageUrl: z.string().nullable(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/**
 * GET /news/{id} — a news item with its HTML content and the stocks it is about, quoted now
 * (the reader opens them from the article; none for an article about the market at large).
 */
export const NewsDetail = NewsItem.extend({ content: z.string(), stocks: z.array(StockSummary) });
export type NewsDetail = z.infer<typeof NewsDetail>;

/** Banner of the home carousel. A link starting with http opens in a new window. */
export const Banner = z.object({ imageUrl: z.string(), link: z.string().nullable() });
export type Banner = z.infer<typeof Banner>;

/** Home quick-access tile. */
export const QuickAccessItem = z.object({ name: z.string(), icon: z.string(), link: z.string() });
export type QuickAccessItem = z.infer<typeof QuickAccessItem>;

/** POST /app/upload — non-file fields (the file travels as the multipart part `file`). */
export const UploadRequest = z.object({ bizType: UploadBizType });
export type UploadRequest = z.infer<typeof UploadRequest>;

/** Name of the multipart file part of /app/upload. */
export const UPLOAD_FILE_FIELD = 'file';

/** Accepted upload content types (decided). */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
] as const;

export const UploadResult = z.object({ id: Id, url: UrlString });
export type UploadResult = z.infer<typeof UploadResult>;
