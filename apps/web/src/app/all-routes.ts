import { devRoutes, extraRoutes, routeTable } from '../routing/route-table';

export const allRoutes = [...routeTable, ...extraRoutes, ...devRoutes];
