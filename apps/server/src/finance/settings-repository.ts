import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { depositAuthCodes, financeSettings } from '../db/schema';

export type FinanceSettings = typeof financeSettings.$inferSelect;

export async function financeSettingsOf(db: Db, tenantId: string): Promise<FinanceSettings> {
  const [row] = await db
    .select()
    .from(financeSettings)
    .where(eq(financeSettings.tenantId, tenantId));
  if (!row) throw new Error(`no finance settings for tenant ${tenantId}`);
  return row;
}

/** Whether an institutional authorization code opens this kind of deposit. */
export async function isAuthCodeValid(
  db: Db,
  tenantId: string,
  code: string,
  usdt: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ scope: depositAuthCodes.scope })
    .from(depositAuthCodes)
    .where(
      and(
        eq(depositAuthCodes.tenantId, tenantId),
        eq(depositAuthCodes.code, code),
        eq(depositAuthCodes.active, true),
      ),
    );
  return row !== undefined && (row.scope === 'ANY' || row.scope === (usdt ? 'USDT' : 'BANK'));
}
