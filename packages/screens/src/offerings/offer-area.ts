import type { CurrencyCode } from '@trading/contract';

interface AreaRules {
  usMarketShow: boolean;
  currency: CurrencyCode;
}

/**
 * Currencies an offering list can be filtered by: USD beside the tenant's own where US
 * stocks are shown, otherwise the tenant's own only. The first one is the default, as the
 * server's default area is (spec 7.4).
 */
export function areaOptions({ usMarketShow, currency }: AreaRules): CurrencyCode[] {
  return usMarketShow && currency !== 'USD' ? ['USD', currency] : [currency];
}
