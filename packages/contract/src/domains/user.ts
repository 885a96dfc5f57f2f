import { z } from 'zod';
import { Id, IdParam, RefId, text, UrlString } from '../common.js';
import {
  PASSWORD_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  USERNAME_RE,
  KYC_PHOTOS_MAX,
} from '../constants.js';
import { ReviewStatus } from '../enums.js';
import { MARKUP_MESSAGE, noMarkup } from '../field-formats.js';
import { Money, NonNegativeQuantity, TimestampMs } from '../money.js';
import { Rejection } from '../rejection.js';
import { UserBank } from './finance.js';
import { RecoveryCode, SecondFactor, TotpCode } from './second-factor.js';

/** Login and withdrawal passwords: exactly 6 characters (the spec's max is 6; we fix it). */
export const Password = z
  .string({ error: 'Required' })
  .length(PASSWORD_LENGTH, { error: `must be exactly ${PASSWORD_LENGTH} characters` });

/**
 * A staff member's password: long, and (checked by the server against a list of breached
 * passwords) not a common one.
 */
export const StaffPassword = z
  .string({ error: 'Required' })
  .min(STAFF_PASSWORD_MIN_LENGTH, {
    error: `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  })
  .max(64);

export const Username = z
  .string({ error: 'Required' })
  .regex(USERNAME_RE, { error: 'must be 3-20 letters, digits or underscores' });

/** POST /user/login. The password is not checked for shape here (a wrong one is WRONG_CREDENTIALS). */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, { error: 'Required' }).max(20),
  password: z.string().min(1, { error: 'Required' }).max(64),
  /**
   * The authenticator or a recovery code sent with the password in one step: a device the
   * account never signed in from passes the slow-down that strangers' failures put on the
   * account only this way (docs/decisions.md, "Device cookies").
   */
  secondFactor: z
    .union([z.strictObject({ code: TotpCode }), z.strictObject({ recoveryCode: RecoveryCode })])
    .optional(),
});
/** A signed-in session. */
export const LoginToken = z.object({
  token: z.string().min(1),
  /** The tenant requires a second factor this user has not set up: the app opens enrolment. */
  enrolmentRequired: z.boolean().optional(),
});
/** POST /user/twoFactor/setup — a new secret, pending until confirmed with a code. */
export const TwoFactorSetup = z.object({
  /** Base32, as typed into an authenticator app. */
  secret: z.string().min(16),
  /** otpauth://totp/… for the QR code. */
  uri: z.string().startsWith('otpauth://totp/'),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/**
 * The password was right and the account has a second factor: finish with
 * POST /user/login/second-factor and the ticket (short-lived, single-use). A staff member
 * who has none yet gets `enrol`, a new key: the code of that key finishes the sign-in and
 * turns the second factor on (staff are never given a session without one).
 */
export const LoginChallenge = z.object({
  secondFactor: z.literal('TOTP'),
  ticket: z.string().min(1),
  enrol: TwoFactorSetup.optional(),
});
export const LoginResult = z.union([LoginToken, LoginChallenge]);
export type LoginResult = z.infer<typeof LoginResult>;

/** POST /user/login/second-factor */
export const LoginSecondFactorRequest = z.object({
  ticket: z.string().min(1, { error: 'Required' }).max(100),
  secondFactor: SecondFactor,
});

/** GET /user/twoFactor */
export const TwoFactorState = z.object({
  enabled: z.boolean(),
  /** The tenant requires a second factor and this user has none yet: money and trading wait. */
  enrolmentRequired: z.boolean(),
  /** Unused recovery codes (0 when off). */
  recoveryCodesLeft: z.int().nonnegative(),
  /** The user has a passkey: a step-up can take it instead of a code. */
  passkey: z.boolean(),
});
export type TwoFactorState = z.infer<typeof TwoFactorState>;

/** POST /user/twoFactor/confirm */
export const TwoFactorConfirmRequest = z.object({ code: TotpCode });

/** The recovery codes, shown once (confirm and regenerate). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/**
 * POST /user/step-up: a fresh second factor opens a short step-up window on this session.
 * Withdrawals, saved destinations, password changes, turning 2FA off and new recovery codes
 * answer SECOND_FACTOR_REQUIRED outside one when the user has a second factor. Adding a
 * second factor or a passkey and signing other devices out answer it to everyone: a user
 * with no second factor opens the window with their password instead.
 */
export const StepUpRequest = z
  .object({
    secondFactor: SecondFactor.optional(),
    password: z.string().min(1, { error: 'Required' }).max(64).optional(),
  })
  .refine((v) => (v.secondFactor === undefined) !== (v.password === undefined), {
    error: 'give either secondFactor or password',
  });
export type StepUpRequest = z.infer<typeof StepUpRequest>;
export const StepUpResult = z.object({ until: TimestampMs });
export type StepUpResult = z.infer<typeof StepUpResult>;

/** POST /user/register */
export const RegisterRequest = z.object({
  username: Username,
  password: Password,
  authCode: text(64),
  email: z.email().optional(),
  mobile: z
    .string()
    .regex(/^\+?\d{6,20}$/, { error: 'must be a phone number' })
    .optional(),
});

/**
 * PUT /user/password. The new password follows the account's own rule, which the server
 * knows: {@link Password} for an investor, {@link StaffPassword} (and not a breached one) for
 * staff; the contract takes either length.
 */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().min(1, { error: 'Required' }).max(64),
  password: z
    .string({ error: 'Required' })
    .min(PASSWORD_LENGTH, { error: `must be at least ${PASSWORD_LENGTH} characters` })
    .max(64),
});

/**
 * POST /user/password/forgot: mails a reset link to each account of this tenant with this
 * address. The answer is the same whether or not any account has it (no enumeration).
 */
export const ForgotPasswordRequest = z.object({
  email: z.email({ error: 'must be an email address' }),
});

/**
 * POST /user/password/reset: the link's token and the new password. An account with
 * two-factor sign-in also gives its code or a recovery code (SECOND_FACTOR_REQUIRED without).
 * Every session of the account ends.
 */
export const ResetPasswordRequest = z.object({
  token: z.string().min(1, { error: 'Required' }).max(100),
  password: Password,
  secondFactor: SecondFactor.optional(),
});

/**
 * PUT /user/opPwd — oldPassword required only when one already exists (server checks). Setting
 * a first one, or a new one without the old ("forgot"), needs a step-up on this session
 * (password, or the second factor when the user has one). Sequences and repeats are refused.
 */
export const SetOpPasswordRequest = z.object({
  oldPassword: z.string().min(1).max(64).optional(),
  password: Password,
});

/** GET /user/opPwd */
export const OpPasswordState = z.object({ exists: z.boolean() });
export type OpPasswordState = z.infer<typeof OpPasswordState>;

/** GET /user — the profile shown on Account. USD variants matter when usMarketShow is on. */
export const UserProfile = z.object({
  customerService: z.string().nullable(),
  /** Verified real name, or null (no name → withdrawal goes through KYC). */
  name: z.string().nullable(),
  /** The name the investor signs in with. */
  username: z.string(),
  /** Account number. */
  account: z.string(),
  totalAssets: Money,
  balance: Money,
  balanceUSD: Money,
  /** Held for subscriptions and other advances (not withdrawals). */
  advancePayment: Money,
  advancePaymentUSD: Money,
  /** Held for withdrawals still under review: still the investor's, leaving once paid. */
  pendingWithdrawal: Money,
  pendingWithdrawalUSD: Money,
  totalBalance: Money,
  totalBalanceUSD: Money,
  totalValue: Money,
  totalValueUSD: Money,
  totalPNL: Money,
  totalPNLUSD: Money,
  /** Principal in quantitative funds and part-paid allotments: the investor's, not spendable. */
  locked: Money,
  lockedUSD: Money,
  /**
   * Whether the dollar book is shown and counted in totalAssets: where the tenant shows the US
   * market, or the investor holds dollars. A total counts exactly what the screen shows.
   */
  usdShown: z.boolean(),
  /** Local currency per dollar used for totalAssets; null on a dollar tenant. */
  usdRate: Money.nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** GET /user/balance and GET /finance/withdrawInfo. */
export const AccountBalance = z.object({
  balance: Money,
  balanceUSD: Money,
  /** Whether USDT deposits/withdrawals are open. */
  openUSDT: z.boolean(),
  withdrawTips: z.string().nullable(),
  userBanks: z.array(UserBank),
});
export type AccountBalance = z.infer<typeof AccountBalance>;

/** GET /user/balanceAndPosition?stockId= */
export const BalanceAndPositionRequest = z.object({ stockId: IdParam });
export const BalanceAndPosition = z.object({
  balance: Money,
  balanceUSD: Money,
  /** Shares of this stock the user can sell. */
  availableAmount: NonNegativeQuantity,
});
export type BalanceAndPosition = z.infer<typeof BalanceAndPosition>;

/** KYC photo as returned. */
export const KycPhoto = z.object({ id: Id, url: UrlString });

/** POST /kyc. Bank and card number are required for NGN tenants (checked by the server). */
export const KycRequest = z.object({
  name: text(100).refine(noMarkup, { error: MARKUP_MESSAGE }),
  /** The tenant decides the allowed list (its tenant.json's kyc.idTypes) and each type's format. */
  idType: text(50),
  idNumber: text(50),
  /**
   * The tax number, where the tenant requires one (its kyc.taxId); its type may be left out
   * when the tenant names a single one.
   */
  taxIdType: z.string().trim().max(50).optional(),
  taxIdNumber: z.string().trim().max(50).optional(),
  bank: z.string().trim().max(100).refine(noMarkup, { error: MARKUP_MESSAGE }).optional(),
  cardNo: z.string().trim().max(50).optional(),
  /** Upload ids (bizType KYC), 1 to 2. */
  photo: z
    .array(RefId)
    .min(1, { error: 'Please upload a photo' })
    .max(KYC_PHOTOS_MAX, { error: `at most ${KYC_PHOTOS_MAX} photos` }),
});

/** GET /kyc — null when never submitted (shown as Not Verified, editable like REJECTED). */
export const KycRecord = z.object({
  name: z.string(),
  idType: z.string(),
  /** Masked: its last 4 characters ("•••• 2346"); the full number stays with the server. */
  idNumber: z.string(),
  /** The tax number's type and, masked like the ID number, the number; null when none was asked. */
  taxIdType: z.string().nullable(),
  taxIdNumber: z.string().nullable(),
  bank: z.string().nullable(),
  cardNo: z.string().nullable(),
  photo: z.array(KycPhoto),
  status: ReviewStatus,
  /** Why the last submission was refused; null unless REJECTED. */
  rejection: Rejection.nullable(),
});
export type KycRecord = z.infer<typeof KycRecord>;
