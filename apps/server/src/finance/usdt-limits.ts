import { transferCurrency as bookedIn, type CurrencyCode } from '@trading/contract';
import { toUnits } from '../ledger/decimal';
import type { Tenant } from '../tenants/tenant-registry';

/**
 * The settings' min/max are in the local currency and apply to bank transfers; USDT settles in
 * USD, where the smallest deposit or withdrawal is 10 USD (network fees make less pointless).
 */
export const USDT_MINIMUM = toUnits('10');

/** The currency a transfer is booked in: the tenant's own by bank, USD by USDT (contract). */
export function transferCurrency(tenant: Tenant, usdt: boolean): CurrencyCode {
  return bookedIn(tenant.config.defaultCurrency, usdt);
}
