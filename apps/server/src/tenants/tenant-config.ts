import { currencySign, type TenantConfig } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';

/** Where the tenant's logo and favicon are served (see static-assets). */
export function tenantAssetUrl(tenantId: string, assetPath: string): string {
  return `/static/tenants/${tenantId}/${assetPath.replace(/^assets\//, '')}`;
}

/**
 * The runtime config GET /tenant/config serves, derived from the build-time tenant
 * definition plus what only the server knows (the customer-service link).
 */
export function toTenantConfig(
  definition: TenantDefinition,
  customerService: string | null,
): TenantConfig {
  const local = definition.currency.code;
  return {
    title: definition.title,
    favicon: tenantAssetUrl(definition.id, definition.assets.favicon),
    logo: tenantAssetUrl(definition.id, definition.assets.logo),
    defaultCurrency: local,
    defaultTheme: definition.home.forceTheme3 ? 3 : definition.home.defaultTheme,
    defaultSign: definition.currency.sign,
    signMap: { [local]: definition.currency.sign, USD: currencySign('USD') },
    defaultMarket: definition.market.defaultMarket,
    defaultMarketTitle: definition.market.defaultMarketTitle,
    usMarketShow: definition.usMarketShow,
    landingPageUrl: definition.landingPageUrl,
    marketBuyModel: definition.marketBuyModel,
    defaultLanguage: definition.languages.default,
    languages: definition.languages.offered,
    customerService,
    showIndexTab: definition.market.showIndexTab,
  };
}
