import type { TenantId } from '@trading/contract/tenant';

/** A listed stock of each tenant's home market (the server's instrument table). */
export const HOME_STOCK: Record<TenantId, number> = { ngn: 1001, inr: 2001, brl: 3001, usd: 4001 };

/**
 * Sets the price the server's simulator quotes and ticks for `stockId` (null: its own again),
 * through the test-only price seam of the browser tests' server on `port`.
 */
export const drivePrice = (port: number, stockId: number, price: number | null) =>
  fetch(`http://127.0.0.1:${port}/__test/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stockId, price }),
  });
