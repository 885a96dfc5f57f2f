import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';
import { userIdColumn } from './user-column';

export const uploads = pgTable('uploads', {
  id: serialId(),
  /** Random and unguessable: the stored file's name and the last segment of its url. */
  storageKey: text('storage_key').notNull().unique(),
  tenantId: tenantIdColumn(),
  userId: userIdColumn(),
  bizType: text('biz_type').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAtColumn(),
});
