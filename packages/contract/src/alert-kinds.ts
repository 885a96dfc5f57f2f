/**
 * The kinds of price alert, without zod (the app's screens use them; zod stays off their
 * chunks). PRICE_* compare the last price, CHANGE_* the day's change in percent.
 */
export const ALERT_KINDS = ['PRICE_ABOVE', 'PRICE_BELOW', 'CHANGE_ABOVE', 'CHANGE_BELOW'] as const;
export type AlertKindName = (typeof ALERT_KINDS)[number];

export const isPriceAlertKind = (kind: AlertKindName): boolean =>
  kind === 'PRICE_ABOVE' || kind === 'PRICE_BELOW';
