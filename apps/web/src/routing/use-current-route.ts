import { useContext, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { RouteObjectsContext } from './route-objects-context';
import type { AppRoute } from './route-table';

export function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'path' in handle && 'tab' in handle;
}

/** The table row of the route on screen (each route carries its row as the router handle). */
export function useCurrentRoute(): AppRoute | undefined {
  const routes = useContext(RouteObjectsContext);
  const { pathname } = useLocation();
  return useMemo(
    () =>
      (matchRoutes([...routes], pathname) ?? [])
        .map((match) => match.route.handle as unknown)
        .findLast(isAppRoute),
    [routes, pathname],
  );
}
