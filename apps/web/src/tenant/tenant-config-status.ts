import { CLIENT_ERROR, isApiError } from '@trading/api';
import type { TenantConfig } from '@trading/contract';

export type TenantConfigStatus =
  | { status: 'loading' }
  | { status: 'ready'; config: TenantConfig }
  /** The server could not be reached: a retry screen. */
  | { status: 'network' }
  /** The server answered with an error: this domain is not a tenant (every route → /unauthorized). */
  | { status: 'unauthorized' };

/** A network failure is "network", any other failure "unauthorized". */
export function tenantConfigStatus(result: {
  data?: TenantConfig;
  error?: unknown;
}): TenantConfigStatus {
  if (result.data) return { status: 'ready', config: result.data };
  if (result.error === undefined) return { status: 'loading' };
  const network = !isApiError(result.error) || result.error.code === CLIENT_ERROR.NETWORK;
  return { status: network ? 'network' : 'unauthorized' };
}
