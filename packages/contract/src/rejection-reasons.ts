/**
 * The reasons a reviewer chooses from when refusing, without zod: the live feed's reader
 * (ws-read.ts) checks them on the first page, which carries no zod. The investor reads each in
 * their own language (the app's `rejection.<code>` texts); OTHER says only what the reviewer writes.
 */
export const REJECTION_REASON_CODES = [
  'ID_UNREADABLE',
  'ID_NUMBER_INVALID',
  'NAME_MISMATCH',
  'DOCUMENT_EXPIRED',
  'FUNDS_NOT_RECEIVED',
  'AMOUNT_MISMATCH',
  'RECEIPT_UNREADABLE',
  'PAYER_NAME_MISMATCH',
  'DESTINATION_INVALID',
  'ACCOUNT_NAME_MISMATCH',
  'VERIFICATION_REQUIRED',
  'OTHER',
] as const;
export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

/** The review queues, as their /admin paths name them. */
export type ReviewQueue = 'kyc' | 'deposits' | 'withdrawals';

/** The reasons each queue offers (the console's picker, and what its reject accepts). */
export const REJECTION_REASONS = {
  kyc: ['ID_UNREADABLE', 'ID_NUMBER_INVALID', 'NAME_MISMATCH', 'DOCUMENT_EXPIRED', 'OTHER'],
  deposits: [
    'FUNDS_NOT_RECEIVED',
    'AMOUNT_MISMATCH',
    'RECEIPT_UNREADABLE',
    'PAYER_NAME_MISMATCH',
    'OTHER',
  ],
  withdrawals: ['DESTINATION_INVALID', 'ACCOUNT_NAME_MISMATCH', 'VERIFICATION_REQUIRED', 'OTHER'],
} as const satisfies Record<ReviewQueue, readonly RejectionReasonCode[]>;

/** Whether a value is a rejection as the contract's `Rejection` schema accepts it. */
export function isRejection(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as { reason?: unknown; note?: unknown };
  return (
    (REJECTION_REASON_CODES as readonly unknown[]).includes(r.reason) &&
    (r.note === null || typeof r.note === 'string')
  );
}
