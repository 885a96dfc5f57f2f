import type { CurrencyCode } from '@trading/contract';

interface AreaRules {
  usMarketShow: boolean;
  currency: CurrencyCode;
}

/**
 * Currencies an offering list can be filtered by: USD beside the tenant's own where US
 * stocks are shown, otherwise the tenant's own only. The first one is the default, matching
 * the server's default area.
 */
export function areaOptions({ usMarketShow, currency }: AreaRules): CurrencyCode[] {
  return usMarketShow && currency !== 'USD' ? ['USD', currency] : [currency];
}

/**
 * Where a list starts: offering lists follow the spec (the server's default area); the
 * investor's own records start in the tenant's own market, where a newcomer's subscriptions
 * are — opening on an empty USD list read as "I have none".
 */
export type AreaStart = 'spec' | 'own';

export function startingArea(
  options: CurrencyCode[],
  currency: CurrencyCode,
  start: AreaStart,
): CurrencyCode {
  return start === 'own' && options.includes(currency) ? currency : options[0]!;
}
