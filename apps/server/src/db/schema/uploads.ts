import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';
import { userIdColumn } from './user-column';

export const uploads = pgTable(
  'uploads',
  {
    id: serialId(),
    /** Random and unguessable: the stored file's name and the last segment of its url. */
    storageKey: text('storage_key').notNull().unique(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    bizType: text('biz_type').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes (hex): the same image uploaded twice, e.g. one receipt on two deposits. */
    sha256: text('sha256'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('uploads_sha256_idx').on(t.tenantId, t.sha256)],
);
