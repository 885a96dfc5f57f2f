import type { TenantAccess } from '../routing/route-redirect';
import { useTenantConfigStatus } from './use-tenant-config-status';

export function useTenantAccess(): TenantAccess {
  return useTenantConfigStatus().status === 'unauthorized' ? 'unauthorized' : 'ok';
}
