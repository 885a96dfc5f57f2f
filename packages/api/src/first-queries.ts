import type { EndpointName } from '@trading/contract';
import { isApiError } from './api-error.js';
import { api } from './api-slice.js';
import type { AppStore } from './store.js';

/** One read a screen makes first: the call and the argument its hook passes, exactly. */
export interface FirstQuery {
  name: EndpointName;
  arg?: unknown;
}

type Initiate = (arg: unknown) => unknown;

/**
 * Starts the reads a route needs first, with the arguments its screen's hooks use, so the
 * screen finds them cached (the server before rendering; the browser on navigation).
 * Paged calls start their first page.
 */
export function startFirstQueries(store: AppStore, queries: readonly FirstQuery[]): void {
  for (const { name, arg } of queries) {
    const endpoint = api.endpoints[name as keyof typeof api.endpoints] as
      { initiate: Initiate } | undefined;
    if (!endpoint) continue;
    const subscription = store.dispatch(endpoint.initiate(arg) as never) as {
      unsubscribe?: () => void;
    };
    // The cache entry outlives the render: it is sent to the browser, not kept alive here.
    subscription.unsubscribe?.();
  }
}

/**
 * Waits for every running query, or `deadlineMs`, whichever is first: a slow call is cut and
 * the screen finishes it in the browser (it finds the entry pending, not fulfilled).
 */
export async function settleQueries(store: AppStore, deadlineMs: number): Promise<void> {
  const running = Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)));
  await Promise.race([running, deadline]);
  clearTimeout(timer);
}

/**
 * Asks every answered read in the cache again, however fresh it looks (a page the device kept
 * from an earlier visit brings old answers). Resolves true once every one has answered anew,
 * false when any could not (offline), leaving its last answer in place.
 */
export async function refetchAnswered(store: AppStore): Promise<boolean> {
  const answered = Object.values(store.getState().api.queries).filter(
    (entry) => entry?.status === 'fulfilled',
  );
  const results = await Promise.all(
    answered.map((entry) => {
      const endpoint = api.endpoints[entry!.endpointName as keyof typeof api.endpoints] as {
        initiate: (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;
      };
      return store.dispatch(
        endpoint.initiate(entry!.originalArgs, { subscribe: false, forceRefetch: true }) as never,
      ) as PromiseLike<{ error?: unknown }>;
    }),
  );
  return results.every((result) => result.error === undefined);
}

/**
 * The cache to send with server-rendered HTML: the answers the server got, data or an API's
 * error (an article that does not exist), so the browser's first render is the server's page.
 * A pending entry (cut by the deadline) or a failure without an answer is left out: the browser
 * asks again rather than showing a cut-short state. A kept error is asked again too (an
 * unfulfilled entry is refetched when a screen subscribes), after hydration.
 */
export function cacheForBrowser(store: AppStore): { api: unknown } {
  const state = store.getState().api;
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(
      ([, entry]) =>
        entry?.status === 'fulfilled' || (entry?.status === 'rejected' && isApiError(entry.error)),
    ),
  );
  return { api: { ...state, queries, mutations: {}, subscriptions: {} } };
}
