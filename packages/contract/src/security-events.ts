/**
 * The kinds of in-app notification, without zod: the live feed's reader (ws-read.ts) checks
 * them on the first page, which carries no zod.
 */
export const SECURITY_EVENTS = [
  /** A sign-in from a device name the account never used; detail: device · place. */
  'NEW_DEVICE_SIGN_IN',
  'PASSWORD_CHANGED',
  /** A bank account or USDT address saved or edited; detail: bank and last digits. */
  'WITHDRAWAL_DESTINATION_ADDED',
  /** detail: amount and currency. */
  'WITHDRAWAL_REQUESTED',
  /** detail: the device it was made on. */
  'PASSKEY_ADDED',
  /** detail: the device it was made on. */
  'PASSKEY_REMOVED',
  /** A new set of recovery codes replaced the old one. */
  'RECOVERY_CODES_CHANGED',
  /** Too many wrong withdrawal passwords: it is refused everywhere for a while. */
  'WITHDRAWAL_PASSWORD_LOCKED',
  /** A new withdrawal password replaced the old one (changed, or set again after a step-up). */
  'WITHDRAWAL_PASSWORD_CHANGED',
  /**
   * "This wasn't me": every session ended and the second factors added in the last 24 hours
   * removed; detail: how many were removed.
   */
  'RECENT_FACTORS_REMOVED',
  /** Two-factor sign-in turned on or off. */
  'TWO_FACTOR_ON',
  'TWO_FACTOR_OFF',
  /** A price alert met its condition; detail: the stock's symbol, `stockId` links to it. */
  'PRICE_ALERT',
  /**
   * A limit or stop order the server ended in the background: filled, expired (day close,
   * maximum life) or rejected at its fill; detail and `stockId` as for a price alert.
   */
  'ORDER_FILLED',
  'ORDER_EXPIRED',
  'ORDER_REJECTED',
  /**
   * A fill's contract note can be downloaded (issue 45); detail: its document number, `order`
   * the fill, and the documents screen lists it.
   */
  'CONTRACT_NOTE_READY',
  /**
   * A reviewer's decision on the investor's deposit, withdrawal or identity; detail: the amount
   * (none for KYC); a refusal carries its reason.
   */
  'DEPOSIT_APPROVED',
  'DEPOSIT_REJECTED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'KYC_APPROVED',
  'KYC_REJECTED',
] as const;

/** The kinds that tell of a working order's end, which changes cash, holdings and open orders. */
export const ORDER_EVENTS = ['ORDER_FILLED', 'ORDER_EXPIRED', 'ORDER_REJECTED'] as const;

export function isOrderEvent(kind: string): kind is (typeof ORDER_EVENTS)[number] {
  return (ORDER_EVENTS as readonly string[]).includes(kind);
}
