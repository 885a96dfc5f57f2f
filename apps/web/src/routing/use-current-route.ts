import { useMatches } from 'react-router';
import type { AppRoute } from './route-table';

function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'path' in handle && 'tab' in handle;
}

/** The table row of the route on screen (each route carries its row as the router handle). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isAppRoute);
}
