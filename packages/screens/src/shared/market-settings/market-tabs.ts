import {
  MARKET_TABS,
  parseMarketTab,
  type Market,
  type MarketTab,
  type RankType,
} from '@trading/contract';
import type { MarketSettings } from './market-settings';

export type MarketTabDef = (typeof MARKET_TABS)[number];
type RankTabDef = Extract<MarketTabDef, { kind: 'rank' }>;

/** The tabs this tenant shows: Index unless hidden (BRL), US only with usMarketShow. */
export function visibleTabs(
  settings: Pick<MarketSettings, 'showIndexTab' | 'usMarketShow'>,
): MarketTabDef[] {
  return MARKET_TABS.filter((tab) => !('shownWhen' in tab) || settings[tab.shownWhen]);
}

/**
 * The tab of a `?tab=` value: an integer 0–4 (else 0). A tab this tenant hides
 * (a shared link from another tenant, or 0 on BRL) falls back to the first visible tab.
 */
export function resolveTab(query: string | null, tabs: readonly MarketTabDef[]): MarketTab {
  const wanted = parseMarketTab(query);
  return tabs.some((tab) => tab.tab === wanted) ? wanted : (tabs[0]?.tab ?? 1);
}

/** What a ranking tab's list asks for before any sort: its market (the tenant's own for DEFAULT). */
export function rankListArg(
  tab: RankTabDef,
  settings: Pick<MarketSettings, 'defaultMarket'>,
): { market: Market; rankType: RankType } {
  return {
    market: tab.market === 'DEFAULT' ? settings.defaultMarket : tab.market,
    rankType: tab.rankType,
  };
}
