import { selectToken, startFirstQueries, type AppStore } from '@trading/api';
import { useContext, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { matchRoutes, useLocation } from 'react-router';
import { RouteObjectsContext } from './route-objects-context';
import { isAppRoute } from './use-current-route';
import { routeAt } from './route-at';
import { useTenant } from '@trading/screens/context';

/**
 * On every navigation, starts the reads the new route declares it needs first, while its
 * screen's chunk may still be loading: the screen then finds them under way or done. Reads
 * already cached (a server-rendered page's) are not asked again. A signed-in route opened by a
 * visitor asks nothing: its guard sends them to log in, and a refused read would end a session
 * they never had. The page the app opened on asks nothing here: early-loads.ts started its
 * reads with its screen's chunk, or its hooks find them in the server's cache.
 */
export function useRouteFirstQueries(): void {
  const store = useStore() as AppStore;
  const { definition } = useTenant();
  const routes = useContext(RouteObjectsContext);
  const { pathname, search } = useLocation();
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    const match = (matchRoutes([...routes], pathname) ?? []).findLast((m) =>
      isAppRoute(m.route.handle),
    );
    const route = match?.route.handle;
    if (!match || !isAppRoute(route) || !route.firstQueries) return;
    if (route.auth !== null && selectToken(store.getState()) === null) return;
    const queries = route.firstQueries(
      routeAt(store.getState(), definition, match.params, new URLSearchParams(search)),
    );
    startFirstQueries(store, queries);
  }, [store, definition, routes, pathname, search]);
}
