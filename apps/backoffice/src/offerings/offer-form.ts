import { operatorEndpoints, type IpoOfferingKind } from '@trading/contract';
import { wireDecimal } from '@trading/ui-kit';

/** What the console can publish: the three subscription kinds share the IPO call. */
export const OFFER_KINDS = [
  'IPO',
  'PLACEMENT',
  'BLOCK_PLACEMENT',
  'BLOCK_TRADE',
  'SNAP_UP',
  'QUANT_PRODUCT',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** How a field is typed in: the form draws each kind of input once. */
export type FieldInput =
  'stock' | 'money' | 'rate' | 'count' | 'time' | 'text' | 'longText' | 'flag';

export interface OfferField {
  name: string;
  input: FieldInput;
  /** Left empty, the server's default applies. */
  optional?: boolean;
}

const f = (name: string, input: FieldInput, optional = false): OfferField => ({
  name,
  input,
  optional,
});
const openWindow = [f('startTime', 'time'), f('endTime', 'time')];
const subscription = [
  f('stockId', 'stock'),
  f('price', 'money'),
  // Empty: the tenant's own (lots of 100, or 1 where it counts in shares).
  f('ipoUnit', 'count', true),
  f('fixedAmount', 'count', true),
  f('amountOpen', 'flag'),
  ...openWindow,
];

/** Each kind's form, in the order an operator fills it; names are the contract's. */
export const OFFER_FIELDS: Record<OfferKind, readonly OfferField[]> = {
  IPO: subscription,
  PLACEMENT: subscription,
  BLOCK_PLACEMENT: subscription,
  BLOCK_TRADE: [f('stockId', 'stock'), f('price', 'money'), f('discountRate', 'rate')],
  SNAP_UP: [f('stockId', 'stock'), f('price', 'money'), ...openWindow],
  QUANT_PRODUCT: [
    f('name', 'text'),
    f('managerName', 'text'),
    f('minBuyAmount', 'money'),
    f('totalAmount', 'money'),
    f('lockDay', 'count'),
    f('estimateProfitRate', 'rate'),
    f('maxEstimateProfitRate', 'rate'),
    f('productDesc', 'longText', true),
    ...openWindow,
  ],
};

/** The form as typed: text per field ("true"/"false" for a flag, epoch ms for a time). */
export type OfferValues = Record<string, string>;

/** The operator call that publishes each kind. */
export const OFFER_CALLS = {
  IPO: 'offeringsCreateIpo',
  PLACEMENT: 'offeringsCreateIpo',
  BLOCK_PLACEMENT: 'offeringsCreateIpo',
  BLOCK_TRADE: 'offeringsCreateBlockTrade',
  SNAP_UP: 'offeringsCreateSnapUp',
  QUANT_PRODUCT: 'offeringsCreateQuantProduct',
} as const satisfies Record<OfferKind, keyof typeof operatorEndpoints>;
export type OfferCall = (typeof OFFER_CALLS)[OfferKind];

/** A subscription kind's form sends its kind along; the call is shared. */
const isSubscription = (kind: OfferKind): kind is IpoOfferingKind =>
  OFFER_CALLS[kind] === 'offeringsCreateIpo';

/** A field's text as the call takes it: times in epoch ms, amounts and rates as wire decimals. */
function sentValue(input: FieldInput, value: string): unknown {
  if (input === 'time' && /^\d+$/.test(value)) return Number(value);
  return input === 'money' || input === 'rate' ? wireDecimal(value) : value;
}

/**
 * What the form sends, or each field's problem as the contract words it: the call's own
 * schema checks the form before anything is sent.
 */
export function offerRequest(
  kind: OfferKind,
  values: OfferValues,
): { call: OfferCall; body: Record<string, unknown> } | { errors: Record<string, string> } {
  const body: Record<string, unknown> = isSubscription(kind) ? { kind } : {};
  for (const field of OFFER_FIELDS[kind]) {
    const value = (values[field.name] ?? '').trim();
    if (value === '' && field.optional) continue;
    body[field.name] = sentValue(field.input, value);
  }
  const call = OFFER_CALLS[kind];
  const checked = operatorEndpoints[call].request.safeParse(body);
  if (checked.success) return { call, body };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { errors };
}
