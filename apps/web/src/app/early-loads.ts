import {
  contentApi,
  selectIsLoggedIn,
  selectLanguage,
  startFirstQueries,
  type AppStore,
} from '@trading/api';
import type { TenantDefinition } from '@trading/contract/tenant';
import { matchRoutes } from 'react-router';
import { routeAt } from '../routing/route-at';
import type { Catalogue } from '../i18n/i18n-provider';
import { loadMessages } from '../i18n/load-messages';
import type { LoadedScreen } from '../routing/create-routes';
import { routerPath, type AppRoute } from '../routing/route-table';

/** What the first render needs, already loaded. */
export interface FirstPage {
  catalogue: Catalogue | null;
  /** The opened route's screen, when it has one the visitor may see. */
  screen: LoadedScreen | null;
}

/** The table's row for a path, with its path parameters; undefined for an unknown path. */
export function matchRoute(
  table: readonly AppRoute[],
  pathname: string,
): { route: AppRoute; params: Record<string, string | undefined> } | undefined {
  const routes = table.map((route) => ({ path: routerPath(route.path), handle: route }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  return match && { route: match.route.handle, params: match.params };
}

/** Starts the opened route's first reads once the config is known. */
function startOpenedRouteReads(
  store: AppStore,
  config: Promise<{ isSuccess: boolean }>,
  reads: () => Parameters<typeof startFirstQueries>[1],
): void {
  // A refused config sends every route to /unauthorized: nothing else is asked then.
  void config.then(({ isSuccess }) => isSuccess && startFirstQueries(store, reads()));
}

/**
 * Starts what the first page waits for, all at once and before React renders: the message
 * catalogue, the opened route's screen chunk and the tenant config. Left to the components,
 * each would start only once the one before it had rendered (texts → shell → screen), a
 * chain of round trips on a slow network. A failed load resolves to null: the component that
 * needs it loads it again and reports the failure.
 *
 * A page the browser renders alone (no server data to hydrate) also asks for the route's first
 * reads as soon as the config is known, while the screen's chunk is still on its way: left to
 * the screen's hooks, they would wait for the chunk and the first render, a round trip or more
 * later. The hooks then find them under way (the same arguments, so the same cache entries).
 */
export async function loadFirstPage(
  store: AppStore,
  table: readonly AppRoute[],
  opened: {
    pathname: string;
    search: string;
    definition: TenantDefinition;
    /** The server's answers are in the cache: the screen's hooks find them. */
    hydrated: boolean;
  },
): Promise<FirstPage> {
  const state = store.getState();
  const language = selectLanguage(state);
  const config = store.dispatch(
    contentApi.endpoints.tenantConfig.initiate(undefined, { subscribe: false }),
  );
  const match = matchRoute(table, opened.pathname);
  const route = match?.route;
  // A signed-out visitor of a protected route is sent elsewhere: its screen is not needed.
  const loadScreen = route?.auth === null || selectIsLoggedIn(state) ? route?.screen : undefined;
  const firstQueries = loadScreen && !opened.hydrated ? route?.firstQueries : undefined;
  if (match && firstQueries)
    startOpenedRouteReads(store, config, () =>
      firstQueries(
        routeAt(
          store.getState(),
          opened.definition,
          match.params,
          new URLSearchParams(opened.search),
        ),
      ),
    );
  const [messages, module] = await Promise.all([
    loadMessages(language).catch(() => null),
    loadScreen ? loadScreen().catch(() => null) : null,
  ]);
  return {
    catalogue: messages && { language, messages },
    screen: route && module ? { route, component: module.default } : null,
  };
}
