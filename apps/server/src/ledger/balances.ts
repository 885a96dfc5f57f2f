import type { CurrencyCode } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userBalances } from '../db/schema';
import { toUnits } from './decimal';
import type { Balance } from './post';

/** The user's balances by currency; a currency never touched is absent (read it as zero). */
export async function readBalances(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<Map<CurrencyCode, Balance>> {
  const rows = await db
    .select({ currency: userBalances.currency, cash: userBalances.cash, held: userBalances.held })
    .from(userBalances)
    .where(and(eq(userBalances.tenantId, tenantId), eq(userBalances.userId, userId)));
  return new Map(
    rows.map((r) => [r.currency as CurrencyCode, { cash: toUnits(r.cash), held: toUnits(r.held) }]),
  );
}

export function balanceIn(balances: Map<CurrencyCode, Balance>, currency: CurrencyCode): Balance {
  return balances.get(currency) ?? { cash: 0n, held: 0n };
}
