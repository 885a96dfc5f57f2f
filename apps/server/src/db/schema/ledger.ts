import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { bigSerialId, createdAtColumn, money, tenantIdColumn, updatedAtColumn } from './columns';
import { userIdColumn } from './user-column';

/**
 * The materialised balances of a user in one currency: `cash` is spendable, `held` is
 * set aside (withdrawals under review, subscriptions). Rows are the per-account lock:
 * every posting updates them in one statement, and the checks make a negative balance
 * impossible whatever the code above does.
 */
export const userBalances = pgTable(
  'user_balances',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    currency: text('currency').notNull(),
    cash: money('cash').notNull().default('0'),
    held: money('held').notNull().default('0'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('user_balances_cash_nonneg', sql`${t.cash} >= 0`),
    check('user_balances_held_nonneg', sql`${t.held} >= 0`),
  ],
);

/** One business event of the ledger: its entries sum to zero in every currency. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigSerialId(),
    tenantId: tenantIdColumn(),
    /** The user whose money moved (null for house-only transactions). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The user-visible scene (TransactionScene). */
    scene: text('scene').notNull(),
    description: text('description').notNull(),
    /** What caused it, e.g. ORDER 12, DEPOSIT 3 — for audits and reconciliation. */
    refType: text('ref_type'),
    refId: bigint('ref_id', { mode: 'number' }),
    /** The back-office operator (a user with a role) who caused it, when one did. */
    operatorId: integer('operator_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ledger_tx_user_idx').on(t.userId, t.id),
    index('ledger_tx_ref_idx').on(t.refType, t.refId),
  ],
);

/**
 * A leg of a transaction. `account` names the account (user:cash, user:held, house:…);
 * user accounts carry the user id and the balance after the leg, which is what the
 * transaction list shows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigSerialId(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    tenantId: tenantIdColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** Signed: positive adds to the account. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after'),
  },
  (t) => [
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_user_idx').on(t.userId, t.account, t.id),
  ],
);
