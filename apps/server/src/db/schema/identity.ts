import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    username: text('username').notNull(),
    /** Shown as the account number on /account; unique across tenants so support can find anyone. */
    accountNo: text('account_no').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    opPasswordHash: text('op_password_hash'),
    email: text('email'),
    mobile: text('mobile'),
    createdAt: createdAtColumn(),
  },
  // Usernames are unique per tenant and case-insensitively, so "Demo" cannot shadow "demo".
  (t) => [uniqueIndex('users_tenant_username_uq').on(t.tenantId, sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** "Chrome 131 on Windows", from the User-Agent at sign-in (identity/device-name.ts). */
    device: text('device').notNull().default(''),
    /** Approximate place at sign-in (identity/approximate-place.ts): never a full address. */
    place: text('place').notNull().default(''),
    /** Moved at most once a minute (identity/last-seen.ts), so reads stay reads. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
