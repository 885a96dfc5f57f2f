import type { CurrencyCode } from '@trading/contract';

interface AreaRules {
  usMarketShow: boolean;
  currency: CurrencyCode;
}

/**
 * Currencies an offering list can be filtered by: USD beside the tenant's own where US
 * stocks are shown, otherwise the tenant's own only. The first one is where every offering
 * list and the investor's own subscriptions open, matching the server's default area.
 */
export function areaOptions({ usMarketShow, currency }: AreaRules): CurrencyCode[] {
  return usMarketShow && currency !== 'USD' ? ['USD', currency] : [currency];
}
