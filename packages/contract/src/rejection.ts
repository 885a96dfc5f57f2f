import { z } from 'zod';
import { REJECTION_REASON_CODES } from './rejection-reasons.js';

export const RejectionReason = z.enum(REJECTION_REASON_CODES);
export type RejectionReason = z.infer<typeof RejectionReason>;

/** Why a record was refused, as its owner is shown it: the chosen reason and the reviewer's words. */
export const Rejection = z.object({
  reason: RejectionReason,
  note: z.string().nullable(),
});
export type Rejection = z.infer<typeof Rejection>;
