import { useRoutes, type RouteObject } from 'react-router';
import { RouteObjectsContext } from './route-objects-context';

/** Renders the route that matches the location, and shares the route list with the shell. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <RouteObjectsContext.Provider value={routes}>{element}</RouteObjectsContext.Provider>;
}
