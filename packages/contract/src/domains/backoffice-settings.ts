import { z } from 'zod';
import { Money, NonNegativeMoney, PositiveMoney, TimestampMs } from '../money.js';

/** A registration code investors type to sign up: letters, digits and dashes. */
export const RegistrationCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,32}$/, { error: 'must be 4-32 letters, digits or dashes' });

/** Amount by currency above which a withdrawal needs a second approver. */
const SecondApprovalAbove = z.record(z.string(), Money);

/**
 * GET /admin/tenant — the settings an admin may change in the console. Everything else about a
 * tenant (brand, currencies, languages, KYC and bank rules) is the tenant folder's data, changed
 * through a reviewed release.
 */
export const TenantSettings = z.object({
  registrationCode: z.string(),
  /** The smallest and largest deposit (null: no upper limit), and the smallest withdrawal. */
  minDeposit: Money,
  maxDeposit: Money.nullable(),
  minWithdraw: Money,
  withdrawalSecondApprovalAbove: SecondApprovalAbove,
  /** The tenant folder's thresholds, shown beside the ones in effect. */
  releaseSecondApprovalAbove: SecondApprovalAbove,
  /** When the console last changed the thresholds, or null while the release's values apply. */
  updatedAt: TimestampMs.nullable(),
});
export type TenantSettings = z.infer<typeof TenantSettings>;

/** POST /admin/tenant — every setting at once; a threshold for each of the tenant's currencies. */
export const TenantSettingsSave = z.object({
  registrationCode: RegistrationCode,
  minDeposit: NonNegativeMoney,
  maxDeposit: PositiveMoney.nullable(),
  minWithdraw: NonNegativeMoney,
  withdrawalSecondApprovalAbove: z.record(z.string(), PositiveMoney),
});
export type TenantSettingsSave = z.output<typeof TenantSettingsSave>;
