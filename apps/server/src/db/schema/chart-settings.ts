import type { ChartSettings } from '@trading/contract';
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { tenantIdColumn, updatedAtColumn } from './columns';
import { userIdColumn } from './user-column';

/**
 * Each user's stock chart settings (indicators on, every indicator's parameters), one row per
 * user, replaced whole on each save. JSON, not columns: the chart's indicators and their
 * parameters change with the app, and the row is read back through the contract's schema,
 * so a set no longer valid reads as none saved.
 */
export const chartSettings = pgTable('chart_settings', {
  userId: userIdColumn().primaryKey(),
  tenantId: tenantIdColumn(),
  indicators: jsonb('indicators').$type<ChartSettings['indicators']>().notNull(),
  params: jsonb('params').$type<ChartSettings['params']>().notNull(),
  updatedAt: updatedAtColumn(),
});
