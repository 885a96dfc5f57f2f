import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenants } from './tenants';

export const uploads = pgTable('uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Random and unguessable: the stored file's name and the last segment of its url. */
  storageKey: text('storage_key').notNull().unique(),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bizType: text('biz_type').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
