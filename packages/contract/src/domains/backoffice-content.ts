import { z } from 'zod';
import { Id, IdParam, OwnImageUrl, text, UrlString } from '../common.js';
import { Language } from '../enums.js';
import { TimestampMs } from '../money.js';
import { boolLike, paged } from '../paging.js';

/** Longest news body an editor may save (HTML as written, before sanitising). */
export const NEWS_CONTENT_MAX = 100_000;
/** The home carousel and the quick-access row hold at most this many entries each. */
export const BANNERS_MAX = 10;
export const TILES_MAX = 12;

const newsTexts = {
  title: text(200),
  source: text(100),
  content: z.string().trim().min(1, { error: 'Required' }).max(NEWS_CONTENT_MAX),
};

/**
 * A news item's texts in the tenant's other languages. A language left out, or a field left
 * empty, shows the item's own text to readers of that language.
 */
const NewsTranslations = z.partialRecord(
  Language,
  z.object({
    title: z.string().trim().max(200).optional(),
    source: z.string().trim().max(100).optional(),
    content: z.string().trim().max(NEWS_CONTENT_MAX).optional(),
  }),
);

/** POST /admin/content/news (and /admin/content/news/{id} to edit): the item as the editor wrote it. */
export const NewsDraft = z.object({
  ...newsTexts,
  imageUrl: OwnImageUrl.max(500),
  onMainPage: boolLike().default(false),
  translations: NewsTranslations.default({}),
});
export type NewsDraft = z.output<typeof NewsDraft>;

export const NewsEdit = NewsDraft.extend({ id: IdParam });
export type NewsEdit = z.output<typeof NewsEdit>;

/** A news item in the console's list. */
export const AdminNewsItem = z.object({
  id: Id,
  title: z.string(),
  source: z.string(),
  pubDate: TimestampMs,
  imageUrl: z.string(),
  onMainPage: z.boolean(),
});
export type AdminNewsItem = z.infer<typeof AdminNewsItem>;

export const AdminNewsPage = paged(AdminNewsItem);
export type AdminNewsPage = z.infer<typeof AdminNewsPage>;

/** GET /admin/content/news/{id} — the item as written, to edit it. */
export const AdminNewsDetail = AdminNewsItem.extend({
  content: z.string(),
  translations: NewsTranslations,
});
export type AdminNewsDetail = z.infer<typeof AdminNewsDetail>;

/** POST /admin/content/news/preview — the body exactly as the investor app will show it. */
export const NewsPreviewRequest = z.object({ content: newsTexts.content });
export const NewsPreview = z.object({ html: z.string() });
export type NewsPreview = z.infer<typeof NewsPreview>;

/** A link inside the app (starting with /) or a web address (opened in a new window). */
const ContentLink = UrlString.max(500);

export const BannerDraft = z.object({
  imageUrl: OwnImageUrl.max(500),
  link: ContentLink.nullable(),
});
export type BannerDraft = z.output<typeof BannerDraft>;

/** POST /admin/content/banners — the whole carousel, in the order it shows. */
export const BannersSave = z.object({ banners: z.array(BannerDraft).max(BANNERS_MAX) });
export type BannersSave = z.output<typeof BannersSave>;

/** A quick-access tile; `translations` names it in the tenant's other languages. */
export const TileDraft = z.object({
  name: text(40),
  icon: OwnImageUrl.max(500),
  link: ContentLink,
  translations: z
    .partialRecord(Language, z.object({ name: z.string().trim().max(40).optional() }))
    .default({}),
});
export type TileDraft = z.output<typeof TileDraft>;

/** POST /admin/content/tiles — the whole quick-access row, in the order it shows. */
export const TilesSave = z.object({ tiles: z.array(TileDraft).max(TILES_MAX) });
export type TilesSave = z.output<typeof TilesSave>;

/** What a save leaves: the saved id (news) or how many entries the list now holds. */
export const ContentSaved = z.object({ id: Id });
export const ContentListSaved = z.object({ count: z.int().nonnegative() });
