import { devRoutes, routeTable } from '../routing/route-table';

export const allRoutes = [...routeTable, ...devRoutes];
