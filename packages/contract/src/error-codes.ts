/**
 * Error codes. The session-ended codes come from the spec (section 8); the rest is our
 * catalogue: each has a stable numeric code, an i18n message key and an HTTP status. The
 * wire carries the code; the words are the server's (apps/server/src/messages) and the
 * web app's (its message catalogues, by the same key).
 */

import { SESSION_ENDED } from './session-codes.js';

export const ErrorCode = {
  ...SESSION_ENDED,
  VALIDATION: 10001,
  NOT_FOUND: 10002,
  FORBIDDEN: 10003,
  RATE_LIMITED: 10004,
  /** Same Idempotency-Key sent again with a different payload. */
  IDEMPOTENCY_CONFLICT: 10005,
  TENANT_UNAUTHORIZED: 10006,
  WRONG_CREDENTIALS: 10007,
  USERNAME_TAKEN: 10008,
  /** The server cannot take the work now (its queue is full): nothing was done, try again. */
  BUSY: 10009,
  INSUFFICIENT_BALANCE: 20001,
  AUTH_CODE_INCORRECT: 20002,
  WRONG_OP_PASSWORD: 20003,
  KYC_REQUIRED: 20004,
  /** Index instruments cannot be traded. */
  NOT_TRADABLE: 20005,
  OFFER_NOT_OPEN: 20006,
  BELOW_MINIMUM: 20007,
  INVALID_STATE: 20008,
  /** The user's uploads of the last 24 hours reached the count or size quota. */
  UPLOAD_QUOTA: 20009,
  /**
   * The call needs a fresh second factor (a code) from a user who has one; for a change to the
   * account's factors or sessions, the password (POST /user/step-up) from a user who has none.
   */
  SECOND_FACTOR_REQUIRED: 20010,
  /** The code or recovery code is wrong, expired or already used. */
  SECOND_FACTOR_WRONG: 20011,
  /** The tenant requires a second factor and the user has not set one up yet. */
  TWO_FACTOR_ENROLMENT_REQUIRED: 20012,
  /** The withdrawal destination was saved or changed too recently. */
  DESTINATION_COOLING_OFF: 20013,
  /** The user already keeps MAX_ACTIVE_ALERTS price alerts waiting. */
  ALERT_LIMIT: 20020,
  /** The price (or the day's change) already meets the alert: it would go off at once. */
  ALERT_ALREADY_MET: 20022,
  /** The user already holds the tenant's most pending orders (trading.maxOpenOrders). */
  OPEN_ORDER_LIMIT: 20021,
  /** The order already ended (filled, cancelled, expired or rejected): it cannot change. */
  ORDER_NOT_OPEN: 20014,
  /** A limit or stop price is not a whole number of the market's price ticks. */
  PRICE_OFF_TICK: 20015,
  /** Staff locked the account: it cannot sign in (and its sessions were ended). */
  ACCOUNT_LOCKED: 20016,
  /** A staff login called the investor API where money, positions or KYC are concerned. */
  STAFF_NOT_INVESTOR: 20030,
  /** A staff member tried to decide about an investor account linked to them (person, ID, bank). */
  CONFLICT_OF_INTEREST: 20031,
  /** The review item changed since the reviewer saw it (another reviewer decided it): nothing was done. */
  ALREADY_DECIDED: 20032,
  /** A withdrawal names a destination the user has not saved: money leaves only to saved ones. */
  DESTINATION_NOT_SAVED: 20033,
  /** A bank destination's holder is not the investor whose KYC passed. */
  HOLDER_NAME_MISMATCH: 20034,
  /** The bank code, IFSC or routing number does not belong to the chosen bank. */
  BANK_CODE_MISMATCH: 20035,
  /** The user already saved this destination. */
  DESTINATION_DUPLICATE: 20036,
  /** A password-reset link that expired, was used, or was replaced by a newer one. */
  RESET_LINK_INVALID: 20037,
  /** Another reviewer has the item open (an unexpired claim): nothing was done. */
  CLAIMED_BY_OTHER: 20040,
  INTERNAL: 50000,
  /**
   * The database could not be reached for this request. Try again: a request sent again with
   * its Idempotency-Key is done at most once, whether or not the first one was.
   */
  UNAVAILABLE: 50003,
} as const;

export type ErrorName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorName];

export interface ErrorInfo {
  code: number;
  /** i18n message key, e.g. `error.insufficientBalance`. */
  key: string;
  /** HTTP status the server answers with (the envelope still carries the code). */
  http: number;
}

export const ERRORS = {
  NO_TOKEN: { code: -99999, key: 'error.sessionEnded', http: 401 },
  TOKEN_EXPIRED: { code: 11011, key: 'error.tokenExpired', http: 401 },
  TOKEN_REVOKED: { code: 11012, key: 'error.tokenRevoked', http: 401 },
  VALIDATION: { code: 10001, key: 'error.validation', http: 400 },
  NOT_FOUND: { code: 10002, key: 'error.notFound', http: 404 },
  FORBIDDEN: { code: 10003, key: 'error.forbidden', http: 403 },
  RATE_LIMITED: { code: 10004, key: 'error.rateLimited', http: 429 },
  IDEMPOTENCY_CONFLICT: { code: 10005, key: 'error.idempotencyConflict', http: 409 },
  TENANT_UNAUTHORIZED: { code: 10006, key: 'error.tenantUnauthorized', http: 403 },
  WRONG_CREDENTIALS: { code: 10007, key: 'error.wrongCredentials', http: 400 },
  USERNAME_TAKEN: { code: 10008, key: 'error.usernameTaken', http: 409 },
  BUSY: { code: 10009, key: 'error.busy', http: 503 },
  INSUFFICIENT_BALANCE: { code: 20001, key: 'error.insufficientBalance', http: 400 },
  AUTH_CODE_INCORRECT: { code: 20002, key: 'error.authCodeIncorrect', http: 400 },
  WRONG_OP_PASSWORD: { code: 20003, key: 'error.wrongOpPassword', http: 400 },
  KYC_REQUIRED: { code: 20004, key: 'error.kycRequired', http: 403 },
  NOT_TRADABLE: { code: 20005, key: 'error.notTradable', http: 400 },
  OFFER_NOT_OPEN: { code: 20006, key: 'error.offerNotOpen', http: 400 },
  BELOW_MINIMUM: { code: 20007, key: 'error.belowMinimum', http: 400 },
  INVALID_STATE: { code: 20008, key: 'error.invalidState', http: 409 },
  UPLOAD_QUOTA: { code: 20009, key: 'error.uploadQuota', http: 429 },
  SECOND_FACTOR_REQUIRED: { code: 20010, key: 'error.secondFactorRequired', http: 403 },
  SECOND_FACTOR_WRONG: { code: 20011, key: 'error.secondFactorWrong', http: 400 },
  TWO_FACTOR_ENROLMENT_REQUIRED: {
    code: 20012,
    key: 'error.twoFactorEnrolmentRequired',
    http: 403,
  },
  DESTINATION_COOLING_OFF: { code: 20013, key: 'error.destinationCoolingOff', http: 409 },
  ALERT_LIMIT: { code: 20020, key: 'error.alertLimit', http: 409 },
  ALERT_ALREADY_MET: { code: 20022, key: 'error.alertAlreadyMet', http: 409 },
  OPEN_ORDER_LIMIT: { code: 20021, key: 'error.openOrderLimit', http: 409 },
  ORDER_NOT_OPEN: { code: 20014, key: 'error.orderNotOpen', http: 409 },
  PRICE_OFF_TICK: { code: 20015, key: 'error.priceOffTick', http: 400 },
  ACCOUNT_LOCKED: { code: 20016, key: 'error.accountLocked', http: 403 },
  STAFF_NOT_INVESTOR: { code: 20030, key: 'error.staffNotInvestor', http: 403 },
  CONFLICT_OF_INTEREST: { code: 20031, key: 'error.conflictOfInterest', http: 403 },
  ALREADY_DECIDED: { code: 20032, key: 'error.alreadyDecided', http: 409 },
  DESTINATION_NOT_SAVED: { code: 20033, key: 'error.destinationNotSaved', http: 400 },
  HOLDER_NAME_MISMATCH: { code: 20034, key: 'error.holderNameMismatch', http: 400 },
  BANK_CODE_MISMATCH: { code: 20035, key: 'error.bankCodeMismatch', http: 400 },
  DESTINATION_DUPLICATE: { code: 20036, key: 'error.destinationDuplicate', http: 409 },
  RESET_LINK_INVALID: { code: 20037, key: 'error.resetLinkInvalid', http: 400 },
  CLAIMED_BY_OTHER: { code: 20040, key: 'error.claimedByOther', http: 409 },
  INTERNAL: { code: 50000, key: 'error.internal', http: 500 },
  UNAVAILABLE: { code: 50003, key: 'error.unavailable', http: 503 },
} as const satisfies Record<ErrorName, ErrorInfo>;

const byCode = new Map<number, ErrorInfo & { name: ErrorName }>(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => [
    ERRORS[name].code,
    { ...ERRORS[name], name },
  ]),
);

/** Looks up a catalogue entry by its numeric code. */
export function errorByCode(code: number): (ErrorInfo & { name: ErrorName }) | undefined {
  return byCode.get(code);
}
