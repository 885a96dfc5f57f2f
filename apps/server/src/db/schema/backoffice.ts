import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';

/**
 * Back-office roles of a tenant's users. An operator is a normal user of one tenant (logs
 * in through /user/login) with a row here; everyone else is an investor.
 */
export const userRoles = pgTable('user_roles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  role: text('role').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator action: who, when, through which door, what, and the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    operatorName: text('operator_name').notNull(),
    /** api or cli. */
    channel: text('channel').notNull(),
    /** The client's IP address (request.ip, which honours TRUST_PROXY); null from the CLI. */
    address: text('address'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt),
    // Cursor pages walk a tenant's rows by id, newest first (audit-repository.ts).
    index('audit_log_tenant_id_idx').on(t.tenantId, t.id),
  ],
);

/**
 * Who a staff member is outside the console (backoffice/linked-accounts.ts): the ID number and
 * bank account that make an investor account theirs, so they never decide about it.
 */
export const staffIdentities = pgTable('staff_identities', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  idNumber: text('id_number'),
  bankAccount: text('bank_account'),
});

/** A staff member's own customer accounts: separate investor logins of the same person. */
export const staffInvestorLinks = pgTable(
  'staff_investor_links',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorId: integer('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.investorId] })],
);
