import type { CurrencyCode, TenantConfig } from '@trading/contract';

/** Offering lists show one currency: the one asked for, else USD where US stocks are shown, else the tenant's own. */
export function offerArea(
  config: Pick<TenantConfig, 'usMarketShow' | 'defaultCurrency'>,
  area: CurrencyCode | undefined,
): CurrencyCode {
  return area ?? (config.usMarketShow ? 'USD' : config.defaultCurrency);
}
