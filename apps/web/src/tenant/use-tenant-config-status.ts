import { useTenantConfigQuery } from '@trading/api';
import { tenantConfigStatus, type TenantConfigStatus } from './tenant-config-status';

/** The runtime tenant config (GET /api/tenant/config, fetched once and cached by the api). */
export function useTenantConfigStatus(): TenantConfigStatus & { retry: () => void } {
  const result = useTenantConfigQuery();
  return { ...tenantConfigStatus(result), retry: () => void result.refetch() };
}
