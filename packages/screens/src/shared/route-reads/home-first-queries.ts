import { contentApi, type AppState, type FirstQuery } from '@trading/api';
import {
  HOME_NEWS_COUNT,
  HOME_RANK_PAGE_SIZE,
  type Language,
  type Market,
  type RankType,
  type TenantConfig,
} from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import { marketSettings } from '../market-settings/market-settings';

/** The argument of the home's glance at a ranking: its first five. */
export function homeRankArg(market: Market, rankType: RankType) {
  return { market, rankType, pageSize: HOME_RANK_PAGE_SIZE };
}

/**
 * The reads the home's layout shows first, the movers' opening ranking (volume) among them:
 * the server renders them all into the HTML, and the browser's first render asks for none of
 * them again. Theme 3 shows the index strip where the classic home has its banners and tiles.
 */
export function homeFirstQueries(
  definition: TenantDefinition,
  config: TenantConfig | undefined,
  language: Language,
): FirstQuery[] {
  const { defaultMarket, homeTheme } = marketSettings(definition, config, language);
  const layout: FirstQuery[] =
    homeTheme === 3
      ? [{ name: 'stockMainPageIndex' }]
      : [{ name: 'imageCarousel' }, { name: 'quickAccess' }];
  return [
    ...layout,
    { name: 'newsMainPage', arg: { pageSize: HOME_NEWS_COUNT } },
    { name: 'stockRank', arg: homeRankArg(defaultMarket, 'VOLUME') },
  ];
}

/**
 * The images the home paints first: the first banner of a home that shows them (its largest
 * paint), once the reads above have answered.
 */
export function homeFirstImages(state: AppState): string[] {
  const first = contentApi.endpoints.imageCarousel.select(undefined)(state).data?.[0];
  return first ? [first.imageUrl] : [];
}
