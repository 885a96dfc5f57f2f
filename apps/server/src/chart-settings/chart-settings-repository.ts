import { ChartSettings } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chartSettings } from '../db/schema';

/**
 * The user's saved chart settings, or null when none are saved or the saved ones no longer
 * pass the contract (an indicator or range the app has since dropped): the chart then uses
 * its defaults rather than draw with numbers it now refuses.
 */
export async function readChartSettings(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<ChartSettings | null> {
  const [row] = await db
    .select({ indicators: chartSettings.indicators, params: chartSettings.params })
    .from(chartSettings)
    .where(and(eq(chartSettings.tenantId, tenantId), eq(chartSettings.userId, userId)));
  if (!row) return null;
  const saved = ChartSettings.safeParse(row);
  return saved.success ? saved.data : null;
}

/** Replaces the user's chart settings with `settings` (already checked by the contract). */
export async function saveChartSettings(
  db: Db,
  owner: { tenantId: string; userId: number },
  settings: ChartSettings,
): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(chartSettings)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({ target: chartSettings.userId, set: values });
}
