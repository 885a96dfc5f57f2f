/**
 * Market tabs 0..4 (mapping not shown by the spec; decided).
 * `market: 'DEFAULT'` means the tenant's defaultMarket.
 */
export const MARKET_TABS = [
  { tab: 0, key: 'index', kind: 'index', title: 'Index', shownWhen: 'showIndexTab' },
  {
    tab: 1,
    key: 'default',
    kind: 'rank',
    market: 'DEFAULT',
    rankType: 'VOLUME',
    title: 'defaultMarketTitle',
  },
  { tab: 2, key: 'rising', kind: 'rank', market: 'DEFAULT', rankType: 'GAINERS', title: 'Rising' },
  { tab: 3, key: 'falling', kind: 'rank', market: 'DEFAULT', rankType: 'LOOSER', title: 'Falling' },
  {
    tab: 4,
    key: 'us',
    kind: 'rank',
    market: 'US',
    rankType: 'VOLUME',
    title: 'US',
    shownWhen: 'usMarketShow',
  },
] as const;
export type MarketTab = (typeof MARKET_TABS)[number]['tab'];

/** Parses the /market `tab` query: an integer 0..4 in plain digits (`2`, `02`, ` 2 `), else 0. */
export function parseMarketTab(value: unknown): MarketTab {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 4 ? (n as MarketTab) : 0;
}
