import type { CurrencyCode } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fxRates } from '../db/schema';
import { toUnits, type Units } from '../ledger/decimal';

export interface FxRate {
  /** Local units per 1 USD. */
  usdTo: Units;
  /** Percent of the amount paid. */
  feeRate: Units;
}

export async function fxRateOf(
  db: Db,
  tenantId: string,
  currency: CurrencyCode,
): Promise<FxRate | undefined> {
  const [row] = await db
    .select()
    .from(fxRates)
    .where(and(eq(fxRates.tenantId, tenantId), eq(fxRates.currency, currency)));
  return row ? { usdTo: toUnits(row.usdTo), feeRate: toUnits(row.feeRate) } : undefined;
}
