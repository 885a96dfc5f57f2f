import { routeTable, type AppRoute } from '../src/routing/route-table';

/** The app's own screens; every other screen comes from @trading/screens and is tested there. */
const SHELL_SCREENS = new Set(['/unauthorized', '/changeLanguage']);

/**
 * The route table with its rules intact and the feature screens swapped for the shell frame,
 * so routing tests need no API but the tenant config and say nothing about screen content.
 */
export const shellRoutes: readonly AppRoute[] = routeTable.map(({ screen, ...route }) =>
  SHELL_SCREENS.has(route.path) && screen ? { ...route, screen } : route,
);
