import type { CurrencyCode } from '@trading/contract';
import { toUnits } from '../ledger/decimal';
import type { Tenant } from '../tenants/tenant-registry';

/**
 * The settings' min/max are in the local currency and apply to bank transfers; USDT
 * moves USD, where the smallest deposit or withdrawal is 10 USDT (network fees make less pointless).
 */
export const USDT_MINIMUM = toUnits('10');

/** Bank deposits and withdrawals move the local currency; USDT ones move USD one for one. */
export function transferCurrency(tenant: Tenant, usdt: boolean): CurrencyCode {
  return usdt ? 'USD' : tenant.config.defaultCurrency;
}
