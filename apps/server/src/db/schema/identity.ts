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
    /** Base32 TOTP secret once confirmed: the second factor is on exactly when this is set. */
    totpSecret: text('totp_secret'),
    /** A secret shown at enrolment, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30 s step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Set by staff: while set the account cannot sign in (backoffice/account-lock.ts). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
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
    /** "Chrome 131 (Windows)", from the User-Agent at sign-in (identity/device-name.ts). */
    device: text('device').notNull().default(''),
    /** Approximate place at sign-in (identity/approximate-place.ts): never a full address. */
    place: text('place').notNull().default(''),
    /** Moved at most once a minute (identity/last-seen.ts), so reads stay reads. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until then this session may withdraw and change destinations, passwords and 2FA. */
    steppedUpUntil: timestamp('stepped_up_until', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-off recovery codes (sha256 of the normalized code); a used one keeps its row. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The password step of a sign-in that still needs its second factor: short-lived, single-use. */
export const loginTickets = pgTable('login_tickets', {
  id: serialId(),
  tenantId: tenantIdColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 of the ticket, like session tokens. */
  ticketHash: text('ticket_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A "forgot password" link: single-use, short-lived, stored only as the sha256 of its token
 * (identity/password-reset). A newer link for the account spends the older ones.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
