import { integer } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** The user a row belongs to; deleting the user deletes the row. */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
