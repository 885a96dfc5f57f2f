import { operatorEndpoints, type BannerDraft, type TileDraft } from '@trading/contract';
import type { z } from 'zod';
import { fieldErrors, type Checked } from '../shell/field-errors';

/** A carousel banner as typed: an empty link means the banner links nowhere. */
export interface BannerRow {
  imageUrl: string;
  link: string;
}

export const BLANK_BANNER: BannerRow = { imageUrl: '', link: '' };

export const bannerRowOf = (banner: BannerDraft): BannerRow => ({
  imageUrl: banner.imageUrl,
  link: banner.link ?? '',
});

type BannersBody = z.input<typeof operatorEndpoints.contentBannersSave.request>;

/** The whole carousel in the order shown; each problem is keyed "index.field", the list's own by "". */
export function bannersRequest(rows: readonly BannerRow[]): Checked<BannersBody> {
  const body: BannersBody = {
    banners: rows.map((row) => ({
      imageUrl: row.imageUrl.trim(),
      link: row.link.trim() === '' ? null : row.link.trim(),
    })),
  };
  const checked = operatorEndpoints.contentBannersSave.request.safeParse(body);
  return checked.success ? { body } : { errors: fieldErrors(checked.error.issues, 1) };
}

/**
 * A quick-access tile as typed. Its names in other languages are kept as loaded: the list
 * editor edits the tile's own name only, and a save must not drop the others.
 */
export interface TileRow {
  name: string;
  icon: string;
  link: string;
  translations: TileDraft['translations'];
}

export const BLANK_TILE: TileRow = { name: '', icon: '', link: '', translations: {} };

export const tileRowOf = (tile: TileDraft): TileRow => ({ ...tile });

type TilesBody = z.input<typeof operatorEndpoints.contentTilesSave.request>;

export function tilesRequest(rows: readonly TileRow[]): Checked<TilesBody> {
  const body: TilesBody = {
    tiles: rows.map((row) => ({
      name: row.name,
      icon: row.icon.trim(),
      link: row.link.trim(),
      translations: row.translations,
    })),
  };
  const checked = operatorEndpoints.contentTilesSave.request.safeParse(body);
  return checked.success ? { body } : { errors: fieldErrors(checked.error.issues, 1) };
}
