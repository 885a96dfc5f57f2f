import type { EndpointName } from '@trading/contract';

/**
 * The reads the app can show offline: the tenant's configuration, quotes, the market's lists
 * (indices and rankings), favourites, holdings with their value history, news and banners. Everything else (records, bank cards, KYC) is never written to the device.
 */
export const OFFLINE_READS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'tenantConfig',
  'stockMainPageIndex',
  'stockIndex',
  'stockPage',
  'stockRank',
  'stockDetail',
  'stockStatistics',
  'imageCarousel',
  'quickAccess',
  'newsMainPage',
  'newsPage',
  'myStocks',
  'favoritePage',
  'userProfile',
  'userBalance',
  'balanceAndPosition',
  'positions',
  'portfolioSummary',
  'portfolioHistory',
]);

/** Whose data a saved copy is: a session's tag, or nobody's (signed out: public reads only). */
export type Owner = string;
export const SIGNED_OUT: Owner = '-';

interface QueryEntry {
  status?: string;
  endpointName?: string;
  fulfilledTimeStamp?: number;
  data?: unknown;
}

/** The saved copy: one owner's fulfilled reads, as RTK Query keeps them. */
export interface OfflineData {
  owner: Owner;
  queries: Record<string, QueryEntry>;
}

/** An answer on hand: fulfilled, or being fetched again (RTK Query keeps the last data meanwhile). */
const ANSWERED = new Set(['fulfilled', 'pending']);

function isOfflineRead(entry: QueryEntry | undefined, since = 0): entry is QueryEntry {
  return (
    entry !== undefined &&
    ANSWERED.has(entry.status ?? '') &&
    OFFLINE_READS.has(entry.endpointName as EndpointName) &&
    entry.data !== undefined &&
    (entry.fulfilledTimeStamp ?? 0) >= since
  );
}

/**
 * The part of the API cache to keep on the device for `owner`: answers fetched since `owner`'s
 * session began (a session the server ends leaves the previous answers in memory until they
 * are fetched again; they are not the next owner's).
 */
export function offlineDataOf(
  queries: Record<string, QueryEntry | undefined>,
  owner: Owner,
  since = 0,
): OfflineData {
  const kept = Object.entries(queries)
    .filter((pair): pair is [string, QueryEntry] => isOfflineRead(pair[1], since))
    .map(([key, entry]) => [key, { ...entry, status: 'fulfilled' }]);
  return { owner, queries: Object.fromEntries(kept) };
}

/**
 * The saved copy if it is `owner`'s, else null: another session's data is never shown, even
 * when the previous user's copy was not cleared (a crash before logout ended).
 */
export function offlineDataFor(saved: string | null, owner: Owner): OfflineData | null {
  if (saved === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const data = parsed as Partial<OfflineData>;
  if (data.owner !== owner || typeof data.queries !== 'object' || data.queries === null)
    return null;
  return offlineDataOf(data.queries, owner);
}

/** At most this many answers are kept (the newest): every stock page opened adds one. */
export const MAX_KEPT_ANSWERS = 60;

/**
 * The copy after a page's answers join it: each full page load starts a new store, so what
 * earlier pages of the same owner fetched stays, and a newer answer replaces an older one.
 */
export function mergeOfflineData(previous: OfflineData | null, next: OfflineData): OfflineData {
  const merged = { ...(previous?.owner === next.owner ? previous.queries : {}), ...next.queries };
  const newest = Object.entries(merged)
    .sort(([, a], [, b]) => (b.fulfilledTimeStamp ?? 0) - (a.fulfilledTimeStamp ?? 0))
    .slice(0, MAX_KEPT_ANSWERS);
  return { owner: next.owner, queries: Object.fromEntries(newest) };
}

/** The newest answer among the saved reads: what "prices as of" says. */
export function pricesAsOf(queries: Record<string, QueryEntry | undefined>): number | null {
  let newest: number | null = null;
  for (const entry of Object.values(queries))
    if (isOfflineRead(entry) && typeof entry.fulfilledTimeStamp === 'number')
      newest = Math.max(newest ?? 0, entry.fulfilledTimeStamp);
  return newest;
}

/** The API state to hydrate the store with (the shape `hydrateApi` carries). */
export function apiStateOf(data: OfflineData): { api: unknown } {
  return {
    api: {
      queries: data.queries,
      mutations: {},
      provided: { tags: {}, keys: {} },
      subscriptions: {},
    },
  };
}
