import type { TenantConfig } from '@trading/contract';
import { currencySign } from '@trading/contract';
import { readTenant } from '../src/tenant/tenant';

/** What GET /api/tenant/config answers for the test tenant (as the server derives it). */
export function tenantConfig(): TenantConfig {
  const tenant = readTenant();
  const { definition } = tenant;
  return {
    title: definition.title,
    favicon: tenant.assets.favicon,
    logo: tenant.assets.logo,
    defaultCurrency: definition.currency.code,
    defaultTheme: definition.home.forceTheme3 ? 3 : definition.home.defaultTheme,
    defaultSign: definition.currency.sign,
    signMap: { [definition.currency.code]: definition.currency.sign, USD: currencySign('USD') },
    defaultMarket: definition.market.defaultMarket,
    defaultMarketTitle: definition.market.defaultMarketTitle,
    usMarketShow: definition.usMarketShow,
    landingPageUrl: definition.landingPageUrl,
    marketBuyModel: definition.marketBuyModel,
    defaultLanguage: definition.languages.default,
    languages: definition.languages.offered,
    customerService: definition.customerService,
    showIndexTab: definition.market.showIndexTab,
  };
}
