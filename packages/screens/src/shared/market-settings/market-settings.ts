import type { Language, Market, TenantConfig, Theme } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';

export interface MarketSettings {
  defaultMarket: Market;
  defaultMarketTitle: string;
  showIndexTab: boolean;
  usMarketShow: boolean;
  homeTheme: Theme;
}

/**
 * The market rules a screen follows: the runtime config from /tenant/config once it is in,
 * the build's tenant definition before that (they carry the same values for a tenant, so the
 * first paint already has the right tabs). The definition's forceTheme3 beats any theme. The
 * market's title is the definition's in the reader's language where it has one: the config
 * carries a single title, in one language.
 */
export function marketSettings(
  definition: TenantDefinition,
  config: TenantConfig | undefined,
  language: Language,
): MarketSettings {
  return {
    defaultMarket: config?.defaultMarket ?? definition.market.defaultMarket,
    defaultMarketTitle:
      definition.market.titles?.[language] ??
      config?.defaultMarketTitle ??
      definition.market.defaultMarketTitle,
    showIndexTab: config?.showIndexTab ?? definition.market.showIndexTab,
    usMarketShow: config?.usMarketShow ?? definition.usMarketShow,
    homeTheme: definition.home.forceTheme3
      ? 3
      : (config?.defaultTheme ?? definition.home.defaultTheme),
  };
}
