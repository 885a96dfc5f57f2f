import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per deployment. `config` holds the runtime TenantConfig served by
 * GET /tenant/config so an operator can change it without a rebuild.
 */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  config: jsonb('config').notNull().$type<Record<string, unknown>>(),
  /** Host names (no port) that serve this tenant; an unknown host is not authorized. */
  hosts: text('hosts').array().notNull(),
  /** The authorization code a visitor must give to register. */
  registrationCode: text('registration_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
