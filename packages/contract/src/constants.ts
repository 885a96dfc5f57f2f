/**
 * Transport constants and the business limits both the client and the server check. What only
 * the UI uses (toast, pull-refresh, zoom timings and sizes) lives with its component in ui-kit.
 */

export {
  PAGE_SIZE,
  RANK_PAGE_SIZE,
  HOME_RANK_PAGE_SIZE,
  HOME_NEWS_COUNT,
  KLINE_LIMIT,
  KLINE_LIMIT_MAX,
  PAGE_SIZE_MAX,
} from './page-rules.js';

/** Base path of every call. */
export const API_BASE = '/api';

export const HEADERS = {
  token: 'Token',
  acceptLanguage: 'Accept-Language',
  idempotencyKey: 'Idempotency-Key',
} as const;

/**
 * The header of a page the server rendered for nobody in particular (signed out): the only
 * pages the app's service worker may keep on the device and show again on a later visit.
 */
export const PAGE_AUDIENCE = { header: 'X-Page-Audience', anyone: 'anyone' } as const;

/**
 * The cookie the app mirrors the visitor's chosen language into (kept in localStorage, which
 * the server cannot read), so the server renders the next page in it.
 */
export const LANGUAGE_COOKIE = 'lang';

export type TimeoutClass = 'default' | 'kline' | 'upload';

/** Request timeouts by class, in ms. */
export const TIMEOUTS = {
  default: 10_000,
  kline: 20_000,
  upload: 120_000,
} as const satisfies Record<TimeoutClass, number>;

/** Buy/sell (and block-trade buy) quantity stepper. */
export const STEPPER = {
  min: 10,
  step: 10,
  default: 10,
  shortcuts: [10, 20, 50, 100],
} as const;

/** Login and withdrawal passwords: the spec's max is 6; we require exactly 6 characters. */
export const PASSWORD_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 6;
/** Staff passwords open a console that moves money: at least this long (docs/decisions.md). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Username: 3-20 letters, digits or underscore. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_RE = /^[A-Za-z0-9_]{3,20}$/;

/** Upload counts. */
export const KYC_PHOTOS_MAX = 2;
export const RECEIPT_MAX = 1;

/** Market tab index bounds. */
export const MARKET_TAB_MIN = 0;
export const MARKET_TAB_MAX = 4;

/** Languages: default en; the base setup supports en, zh, pt; the choice screen offers en and pt. */
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'zh', 'pt'] as const;
export const SELECTABLE_LANGUAGES = ['en', 'pt'] as const;

const signs = new Map<string, string>();

/**
 * How a currency is written (₦, ₹, R$, $, €, £), from Intl: no table of signs to keep. Worked
 * out on first use, not when the module loads: a page's first Intl call loads the locale data
 * (150–250 ms on a slow phone), which must not join the long task of evaluating the scripts.
 */
export function currencySign(code: string): string {
  const known = signs.get(code);
  if (known !== undefined) return known;
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  });
  const sign = format.formatToParts(1).find((part) => part.type === 'currency')?.value ?? code;
  signs.set(code, sign);
  return sign;
}

/** Maximum file size of an upload (decided; the spec leaves it open): 10 MiB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The only USDT network accepted. */
export const USDT_NETWORK = 'TRC20' as const;

/**
 * How a transfer's hash is written on each USDT network, as the field format that checks it:
 * a USDT deposit's `txHash` is checked by its deposit address's network (USDT_NETWORK).
 */
export const USDT_TX_HASH_FORMAT = { TRC20: 'trc20-tx', ERC20: 'erc20-tx' } as const;
