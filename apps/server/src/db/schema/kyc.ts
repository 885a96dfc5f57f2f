import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenantIdColumn } from './columns';

/** A user's identity verification: one row, resubmitted in place after a rejection. */
export const kycSubmissions = pgTable('kyc_submissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  name: text('name').notNull(),
  idType: text('id_type').notNull(),
  idNumber: text('id_number').notNull(),
  /** The tax number beside the document (tenant kyc.taxId); null where the tenant asks none. */
  taxIdType: text('tax_id_type'),
  taxIdNumber: text('tax_id_number'),
  bank: text('bank'),
  cardNo: text('card_no'),
  /** Upload ids (bizType KYC) of the ID photos, in the order given. */
  photoIds: integer('photo_ids').array().notNull(),
  status: text('status').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewNote: text('review_note'),
  /** The contract's RejectionReason a refusal was given with; null unless REJECTED. */
  reviewReason: text('review_reason'),
});
