import type { TagDescription } from '@reduxjs/toolkit/query';

/**
 * Cache tags. Each call states its rule beside it in `endpoints/<domain>.ts`: reads say what
 * they provide, writes what they invalidate; login and logout reset the whole API state.
 * Lists provide `{ type, id: 'LIST' }` plus one tag per record, so an item mutation refreshes
 * only the lists holding that item; a plain type (e.g. 'Balance') refreshes every entry of it.
 * Reads nothing changes (quotes, candles, news) still get a tag so a screen can refetch them.
 */
export const TAG_TYPES = [
  'Tenant',
  'News',
  'Banner',
  'QuickAccess',
  'Index',
  'Quote',
  'Stock',
  'Candle',
  'Favorite',
  'FavoriteSearch',
  'Profile',
  'Balance',
  'OpPassword',
  'TwoFactor',
  'Position',
  'Order',
  'WorkingOrder',
  'BankName',
  'DepositMethod',
  'DepositRecord',
  'WithdrawRecord',
  'Transaction',
  'UserBank',
  'Kyc',
  'ExchangeRecord',
  'BlockTrade',
  'Offering',
  'Application',
  'QuantProduct',
  'QuantOrder',
  'SnapUp',
  'Session',
  'Passkey',
  'Notification',
  'Alert',
  'ChartSettings',
  'MarketStatus',
  'Document',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** A tag rule: evaluated against an endpoint's result (provides) or its argument. */
export type TagRule =
  /** The whole type: provides `{ type }`; invalidating it refreshes every entry of the type. */
  | { kind: 'type'; type: TagType }
  /** A list: `{ type, id: 'LIST' }` plus `{ type, id }` per record (`id` field, or `idField`). */
  | { kind: 'list'; type: TagType; idField?: string; inField?: string }
  /** One item, its id taken from the argument's `argField`. */
  | { kind: 'item'; type: TagType; argField: string };

export const type = (t: TagType): TagRule => ({ kind: 'type', type: t });
export const list = (t: TagType, opts: { idField?: string; inField?: string } = {}): TagRule => ({
  kind: 'list',
  type: t,
  ...opts,
});
export const item = (t: TagType, argField: string): TagRule => ({
  kind: 'item',
  type: t,
  argField,
});

/** What a trade (buy, sell, block-trade buy) changes. */
export const TRADE = [
  type('Balance'),
  type('Profile'),
  type('Position'),
  type('Order'),
  type('Transaction'),
  type('Document'),
];

/** The balance screens' answers, which also list the saved banks. */
export const ACCOUNT_BALANCE = [type('Balance'), list('UserBank', { inField: 'userBanks' })];

type Tag = TagDescription<TagType>;
type Fields = Record<string, unknown> | undefined | void;

/** Records of a result: an array, a page, infinite-query pages, or a field holding one. */
function recordsOf(result: unknown, inField?: string): unknown[] {
  if (result === null || typeof result !== 'object') return [];
  if (inField) return recordsOf((result as Record<string, unknown>)[inField]);
  if (Array.isArray(result)) return result;
  if ('pages' in result && Array.isArray(result.pages))
    return result.pages.flatMap((p) => recordsOf(p));
  if ('records' in result && Array.isArray(result.records)) return result.records;
  return [];
}

function tagId(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

function argTag(rule: { type: TagType; argField: string }, arg: Fields): Tag {
  const id = tagId(arg?.[rule.argField]);
  return id === undefined ? { type: rule.type } : { type: rule.type, id };
}

export function providedTags(rules: readonly TagRule[], result: unknown, arg: Fields): Tag[] {
  return rules.flatMap((rule): Tag[] => {
    if (rule.kind === 'type') return [{ type: rule.type }];
    if (rule.kind === 'item') return [argTag(rule, arg)];
    const ids = recordsOf(result, rule.inField)
      .map((r) => tagId((r as Record<string, unknown>)[rule.idField ?? 'id']))
      .filter((id) => id !== undefined);
    return [{ type: rule.type, id: 'LIST' }, ...ids.map((id) => ({ type: rule.type, id }))];
  });
}

export function invalidatedTags(rules: readonly TagRule[], arg: Fields): Tag[] {
  return rules.map((rule): Tag => {
    if (rule.kind === 'type') return { type: rule.type };
    if (rule.kind === 'item') return argTag(rule, arg);
    return { type: rule.type, id: 'LIST' };
  });
}
