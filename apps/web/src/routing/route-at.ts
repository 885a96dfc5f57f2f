import { contentApi, type AppState } from '@trading/api';
import type { TenantDefinition } from '@trading/contract/tenant';
import type { RouteAt } from './route-table';

/**
 * Where a route was opened, with what a route's first reads may depend on: the tenant's rules
 * as the screens read them (the build's definition, then the runtime config once cached) and
 * the reader's language. The same on the server and on a browser navigation.
 */
export function routeAt(
  state: AppState,
  definition: TenantDefinition,
  params: RouteAt['params'],
  search: URLSearchParams,
): RouteAt {
  return {
    params,
    search,
    definition,
    config: contentApi.endpoints.tenantConfig.select(undefined)(state).data,
    language: state.session.language,
  };
}
