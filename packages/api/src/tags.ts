import type { TagDescription } from '@reduxjs/toolkit/query';
import type { EndpointName } from '@trading/contract';

/**
 * Every cache tag and every invalidation, in one place.
 *
 * | action (mutation)                              | refreshes                                              |
 * |------------------------------------------------|--------------------------------------------------------|
 * | buy, sell, blockTradeBuy                       | Balance, Profile, Position, Order, Transaction         |
 * | favoriteAdd, favoriteRemove                    | Favorite LIST, FavoriteSearch LIST, Stock {id}         |
 * | deposit                                        | Balance, Profile, DepositRecord, Transaction           |
 * | withdraw                                       | Balance, Profile, WithdrawRecord, Transaction          |
 * | exchangeToLocal, exchangeToUSD                 | Balance, Profile, ExchangeRecord, Transaction          |
 * | kycSubmit                                      | Kyc, Profile                                           |
 * | userBankAdd / userBankUpdate / userBankDelete  | UserBank LIST / UserBank {id} / UserBank {bankId}      |
 * | applyIpo, applyPlacement, applyBlockPlacement, | Application, Balance, Profile, Transaction             |
 * |   snapUpApply, funding                         |                                                        |
 * | quantBuy                                       | QuantOrder, Balance, Profile, Transaction              |
 * | setOpPassword                                  | OpPassword                                             |
 * | login, logout                                  | the whole API state is reset (see endpoints/user.ts)   |
 *
 * Lists provide `{ type, id: 'LIST' }` plus one tag per record, so an item mutation refreshes
 * only the lists holding that item; a plain type (e.g. 'Balance') refreshes every entry of it.
 * `userBalance` and `withdrawInfo` also list the saved banks, so they provide UserBank tags.
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
  'Position',
  'Order',
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

const type = (t: TagType): TagRule => ({ kind: 'type', type: t });
const list = (t: TagType, opts: { idField?: string; inField?: string } = {}): TagRule => ({
  kind: 'list',
  type: t,
  ...opts,
});
const item = (t: TagType, argField: string): TagRule => ({ kind: 'item', type: t, argField });

export interface CacheRule {
  provides?: readonly TagRule[];
  invalidates?: readonly TagRule[];
}

const trade = [
  type('Balance'),
  type('Profile'),
  type('Position'),
  type('Order'),
  type('Transaction'),
];
const subscription = [type('Application'), type('Balance'), type('Profile'), type('Transaction')];
const favourite = [list('Favorite'), list('FavoriteSearch'), item('Stock', 'id')];
const accountBalance = [type('Balance'), list('UserBank', { inField: 'userBanks' })];

/** Listing every endpoint makes adding one to the contract a type error until it is decided here. */
export const cacheRules = {
  tenantConfig: { provides: [type('Tenant')] },
  newsMainPage: { provides: [list('News')] },
  newsPage: { provides: [list('News')] },
  newsDetail: { provides: [item('News', 'id')] },
  imageCarousel: { provides: [type('Banner')] },
  quickAccess: { provides: [type('QuickAccess')] },
  upload: {},
  stockMainPageIndex: { provides: [type('Index')] },
  stockIndex: { provides: [type('Index')] },
  stockPage: { provides: [list('Quote')] },
  stockRank: { provides: [list('Quote')] },
  stockDetail: { provides: [item('Stock', 'id')] },
  stockHistoryKline: { provides: [type('Candle')] },
  favoriteAdd: { invalidates: favourite },
  favoriteRemove: { invalidates: favourite },
  myStocks: { provides: [list('Favorite')] },
  favoritePage: { provides: [list('FavoriteSearch')] },

  login: {},
  register: {},
  logout: {},
  changePassword: {},
  setOpPassword: { invalidates: [type('OpPassword')] },
  opPasswordState: { provides: [type('OpPassword')] },
  userProfile: { provides: [type('Profile')] },
  userBalance: { provides: accountBalance },
  balanceAndPosition: { provides: [type('Balance'), item('Position', 'stockId')] },
  positions: { provides: [list('Position', { idField: 'stockId' })] },
  portfolioSummary: { provides: [type('Position'), type('Balance')] },
  buyRecords: { provides: [list('Order')] },
  sellRecords: { provides: [list('Order')] },
  buy: { invalidates: trade },
  sell: { invalidates: trade },

  bankList: { provides: [type('BankName')] },
  depositMethod: { provides: [type('DepositMethod')] },
  checkAuthCode: {},
  deposit: {
    invalidates: [type('Balance'), type('Profile'), type('DepositRecord'), type('Transaction')],
  },
  withdrawInfo: { provides: accountBalance },
  withdraw: {
    invalidates: [type('Balance'), type('Profile'), type('WithdrawRecord'), type('Transaction')],
  },
  withdrawRecords: { provides: [list('WithdrawRecord')] },
  depositRecords: { provides: [list('DepositRecord')] },
  transactions: { provides: [list('Transaction')] },
  userBanks: { provides: [list('UserBank')] },
  userBankAdd: { invalidates: [list('UserBank')] },
  userBankUpdate: { invalidates: [item('UserBank', 'id')] },
  userBankDelete: { invalidates: [item('UserBank', 'bankId')] },
  kyc: { provides: [type('Kyc')] },
  kycSubmit: { invalidates: [type('Kyc'), type('Profile')] },
  exchangeInfo: { provides: [type('Balance')] },
  exchangeToLocal: {
    invalidates: [type('Balance'), type('Profile'), type('ExchangeRecord'), type('Transaction')],
  },
  exchangeToUSD: {
    invalidates: [type('Balance'), type('Profile'), type('ExchangeRecord'), type('Transaction')],
  },
  exchangeRecords: { provides: [list('ExchangeRecord')] },

  blockTrades: { provides: [list('BlockTrade')] },
  blockTradeBuy: { invalidates: trade },
  ipoPage: { provides: [list('Offering')] },
  placementPage: { provides: [list('Offering')] },
  blockPlacementPage: { provides: [list('Offering')] },
  applications: { provides: [list('Application')] },
  applyIpo: { invalidates: subscription },
  applyPlacement: { invalidates: subscription },
  applyBlockPlacement: { invalidates: subscription },
  funding: { invalidates: subscription },
  quantProducts: { provides: [list('QuantProduct')] },
  quantOrders: { provides: [list('QuantOrder')] },
  quantBuy: {
    invalidates: [type('QuantOrder'), type('Balance'), type('Profile'), type('Transaction')],
  },
  snapUpPage: { provides: [list('SnapUp')] },
  snapUpApply: { invalidates: subscription },
} as const satisfies Record<EndpointName, CacheRule>;

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
