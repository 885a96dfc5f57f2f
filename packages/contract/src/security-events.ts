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
  /** Two-factor sign-in turned on or off. */
  'TWO_FACTOR_ON',
  'TWO_FACTOR_OFF',
  /** A price alert met its condition; detail: the stock's symbol, `stockId` links to it. */
  'PRICE_ALERT',
] as const;
