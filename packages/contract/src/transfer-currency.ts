import type { CurrencyCode } from './enums.js';

/**
 * The one currency identity of money moved by USDT: it settles one for one in US dollars, so a
 * USDT deposit or withdrawal is a USD amount in the ledger, its record, the console, the
 * two-approver thresholds and the totals. "USDT" names the rail (how the money travels), never
 * a currency (decisions: one currency identity).
 */
export const USDT_SETTLES_IN = 'USD' satisfies CurrencyCode;

/** The currency a deposit or withdrawal is booked in: the tenant's own by bank, USD by USDT. */
export function transferCurrency(local: CurrencyCode, usdt: boolean): CurrencyCode {
  return usdt ? USDT_SETTLES_IN : local;
}

/** Every currency money can enter or leave a tenant in, the tenant's own first. */
export function transferCurrencies(local: CurrencyCode): CurrencyCode[] {
  return [...new Set<CurrencyCode>([local, USDT_SETTLES_IN])];
}
