import { z } from 'zod';
import {
  AdminNewsDetail,
  AdminNewsPage,
  BannerDraft,
  BannersSave,
  ContentListSaved,
  ContentSaved,
  NewsDraft,
  NewsEdit,
  NewsPreview,
  NewsPreviewRequest,
  TileDraft,
  TilesSave,
} from './domains/backoffice-content.js';
import { IdParam } from './common.js';
import { UploadResult } from './domains/content.js';
import { defineEndpoint } from './endpoints.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';
import { PageRequest } from './paging.js';

const none = z.object({});
const byId = z.object({ id: IdParam });

/**
 * The console's content calls (the `content` permission): news, the home carousel's banners and the quick-access tiles.
 * Banners and tiles are saved as a whole list in the order they show, so reordering, adding
 * and removing are one atomic change with one audit entry.
 */
export const operatorContentEndpoints = {
  contentNews: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/content/news',
      request: PageRequest,
      response: AdminNewsPage,
      auth: true,
    }),
    'content',
  ),
  contentNewsDetail: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/content/news/{id}',
      request: byId,
      response: AdminNewsDetail,
      auth: true,
    }),
    'content',
  ),
  contentNewsCreate: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/news',
      request: NewsDraft,
      response: ContentSaved,
      auth: true,
    }),
    'content',
  ),
  contentNewsUpdate: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/news/{id}',
      request: NewsEdit,
      response: ContentSaved,
      auth: true,
    }),
    'content',
  ),
  contentNewsDelete: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/news/{id}/delete',
      request: byId,
      response: ContentSaved,
      auth: true,
    }),
    'content',
  ),
  /** Sanitises a body the way the investor app receives it, without saving anything. */
  contentNewsPreview: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/news/preview',
      request: NewsPreviewRequest,
      response: NewsPreview,
      auth: true,
    }),
    'content',
  ),
  contentBanners: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/content/banners',
      request: none,
      response: z.array(BannerDraft),
      auth: true,
    }),
    'content',
  ),
  contentBannersSave: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/banners',
      request: BannersSave,
      response: ContentListSaved,
      auth: true,
    }),
    'content',
  ),
  contentTiles: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/content/tiles',
      request: none,
      response: z.array(TileDraft),
      auth: true,
    }),
    'content',
  ),
  contentTilesSave: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/tiles',
      request: TilesSave,
      response: ContentListSaved,
      auth: true,
    }),
    'content',
  ),
  /**
   * A banner, tile or news image (multipart, file part `file`, the same types and size as
   * /app/upload). Kept as long as the tenant exists: content may name it anywhere.
   */
  contentImageUpload: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/content/images',
      request: none,
      response: UploadResult,
      auth: true,
      timeout: 'upload',
      input: 'multipart',
    }),
    'content',
  ),
} as const;
