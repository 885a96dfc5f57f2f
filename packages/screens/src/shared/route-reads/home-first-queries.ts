import type { FirstQuery } from '@trading/api';
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
 * The reads the home shows first, the movers' opening ranking (volume) among them: the server
 * renders them all into the HTML, and the browser's first render asks for none of them again.
 */
export function homeFirstQueries(
  definition: TenantDefinition,
  config: TenantConfig | undefined,
  language: Language,
): FirstQuery[] {
  const { defaultMarket } = marketSettings(definition, config, language);
  return [
    { name: 'stockMainPageIndex' },
    { name: 'imageCarousel' },
    { name: 'quickAccess' },
    { name: 'newsMainPage', arg: { pageSize: HOME_NEWS_COUNT } },
    { name: 'stockRank', arg: homeRankArg(defaultMarket, 'VOLUME') },
  ];
}
