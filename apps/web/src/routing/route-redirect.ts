import type { AppRoute } from './route-table';

export type TenantAccess = 'ok' | 'unauthorized';

export const UNAUTHORIZED_PATH = '/unauthorized';

/**
 * Where a visit to `route` must go instead, or null to show it. An unauthorized tenant
 * outranks everything; then protected routes send anonymous visitors to their login.
 */
export function routeRedirect(
  route: Pick<AppRoute, 'path' | 'auth'>,
  access: TenantAccess,
  authenticated: boolean,
): string | null {
  if (access === 'unauthorized') return route.path === UNAUTHORIZED_PATH ? null : UNAUTHORIZED_PATH;
  if (route.auth && !authenticated) return route.auth;
  return null;
}
