import type { NotifiedAmount, NotifiedOrder } from '@trading/contract';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';
import { userIdColumn } from './user-column';

/** WebAuthn credentials (passkeys): a user signs in with one instead of a password. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    /** base64url credential id as the authenticator gave it; unique across every tenant. */
    credentialId: text('credential_id').notNull().unique(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    /** Signature counter: a clone shows a counter that went back. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Comma-separated transports the browser reported ("internal,hybrid"). */
    transports: text('transports').notNull().default(''),
    /** The device it was registered on, as the session names it. */
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** WebAuthn challenges, single-use (deleted when taken) and short-lived. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  /** The challenge itself (base64url); the browser echoes it back signed. */
  challenge: text('challenge').primaryKey(),
  tenantId: tenantIdColumn(),
  /** Set for a registration (the signed-in user); null for a sign-in. */
  userId: integer('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** In-app security notifications: what happened to the account, for its owner only. */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    /** The contract's SecurityEvent. */
    kind: text('kind').notNull(),
    /** What the event names (a device, a bank, an amount); worded by the client. */
    detail: text('detail').notNull().default(''),
    /** The amount a money notice names, as data: the client writes it in the reader's language. */
    money: jsonb('money').$type<NotifiedAmount>(),
    /** The order an ORDER_* notice names, as data: the client words it the reader's way. */
    order: jsonb('order').$type<NotifiedOrder>(),
    /** The stock a price alert's notification links to; null for account events. */
    stockId: integer('stock_id'),
    /** A refusal's RejectionReason and the reviewer's words (the *_REJECTED kinds). */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    createdAt: createdAtColumn(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The live relay reads the last few seconds' notifications every second.
    index('notifications_created_idx').on(t.createdAt),
  ],
);
