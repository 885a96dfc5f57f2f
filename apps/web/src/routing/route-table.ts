import type { AppState, FirstQuery } from '@trading/api';
import { type Language, type TenantConfig } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import {
  homeFirstImages,
  homeFirstQueries,
  marketFirstQueries,
  stockFirstQueries,
} from '@trading/screens/route-reads';
import type { ComponentType } from 'react';

/** Where an anonymous visitor of a protected route is sent. */
export type LoginPath = '/LoginUp' | '/login';

/** Bottom tab positions, reading A of the spec: /, /market, /favorite, /position, /account. */
export type TabIndex = 0 | 1 | 2 | 3 | 4;

export type ScreenModule = { default: ComponentType };

export interface AppRoute {
  /** The path as the spec's route table writes it (`/stock/{id}`). */
  path: string;
  /** i18n key of the navigation bar title. */
  title: string;
  /** Null when anyone may open the route; otherwise where anonymous visitors go. */
  auth: LoginPath | null;
  /** The bottom tab the route shows as current; null hides the tab bar. */
  tab: TabIndex | null;
  /** The route's screen, loaded when first visited; without one the shell frame stands in. */
  screen?: () => Promise<ScreenModule>;
  /**
   * The reads its screen makes first, with the same arguments as its hooks: the server fills
   * them before rendering the page's HTML. Reads left out render their loading state there.
   */
  firstQueries?: (at: RouteAt) => FirstQuery[];
  /**
   * The images its first paint shows, read from the answers of its first reads: the server
   * puts the small ones into the HTML itself, so they paint with the page.
   */
  firstImages?: (state: AppState) => string[];
}

/** Where a route was opened (path parameters, query string) and the rules it was opened under. */
export interface RouteAt {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  definition: TenantDefinition;
  /** The runtime tenant config, once cached. */
  config: TenantConfig | undefined;
  language: Language;
}

/** A positive integer id as the screens parse it, else undefined (their not-found path). */
function idParam(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}

const LOGIN_UP: LoginPath = '/LoginUp';

/** Every route of the app, one row each. Screens are added here as the screen issues land. */
export const routeTable: readonly AppRoute[] = [
  {
    path: '/',
    title: 'route.home',
    auth: null,
    tab: 0,
    screen: () => import('@trading/screens/home'),
    firstQueries: ({ definition, config, language }) =>
      homeFirstQueries(definition, config, language),
    firstImages: homeFirstImages,
  },
  {
    path: '/market',
    title: 'route.market',
    auth: null,
    tab: 1,
    screen: () => import('@trading/screens/market'),
    firstQueries: ({ definition, config, language, search }) =>
      marketFirstQueries(definition, config, language, search.get('tab')),
  },
  {
    path: '/searchStock',
    title: 'route.searchStock',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/search-stock'),
  },
  {
    path: '/stock/{id}',
    title: 'route.stock',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/stock-detail'),
    firstQueries: ({ params }) => {
      const id = idParam(params.id);
      return id === undefined ? [] : stockFirstQueries(id);
    },
  },
  {
    path: '/favorite',
    title: 'route.favorite',
    auth: LOGIN_UP,
    tab: 2,
    screen: () => import('@trading/screens/favorite'),
  },
  {
    path: '/newsList',
    title: 'route.newsList',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/news-list'),
    firstQueries: () => [{ name: 'newsPage' }],
  },
  {
    path: '/news/{id}',
    title: 'route.news',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/news-detail'),
    firstQueries: ({ params }) =>
      params.id === undefined ? [] : [{ name: 'newsDetail', arg: { id: params.id } }],
  },
  {
    path: '/searchFavorite',
    title: 'route.searchFavorite',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/search-favorite'),
  },
  {
    path: '/position',
    title: 'route.position',
    auth: LOGIN_UP,
    tab: 3,
    screen: () => import('@trading/screens/position'),
    firstQueries: () => [{ name: 'portfolioSummary' }, { name: 'positions', arg: {} }],
  },
  {
    path: '/account',
    title: 'route.account',
    auth: '/login',
    tab: 4,
    screen: () => import('@trading/screens/account'),
    firstQueries: () => [{ name: 'userProfile' }, { name: 'kyc' }],
  },
  {
    path: '/iosPage',
    title: 'route.iosPage',
    auth: LOGIN_UP,
    tab: 4,
    screen: () => import('@trading/screens/ios-page'),
  },
  {
    path: '/login',
    title: 'route.login',
    auth: null,
    tab: 4,
    screen: () => import('@trading/screens/login'),
  },
  {
    path: '/LoginUp',
    title: 'route.loginUp',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/login'),
  },
  {
    path: '/register',
    title: 'route.register',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/register'),
  },
  {
    path: '/openKyc',
    title: 'route.openKyc',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/open-kyc'),
  },
  {
    path: '/kyc',
    title: 'route.kyc',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/kyc'),
  },
  {
    path: '/resetPassword',
    title: 'route.resetPassword',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/reset-password'),
  },
  {
    path: '/resetOpPassword',
    title: 'route.resetOpPassword',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/reset-op-password'),
  },
  {
    path: '/depositList',
    title: 'route.depositList',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/deposit-list'),
  },
  {
    path: '/depositMethod',
    title: 'route.depositMethod',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/deposit-method'),
  },
  {
    path: '/depositUSDT',
    title: 'route.depositUSDT',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/deposit-usdt'),
  },
  {
    path: '/withdraw',
    title: 'route.withdraw',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/withdraw'),
  },
  {
    path: '/depositRecord',
    title: 'route.depositRecord',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/deposit-record'),
  },
  {
    path: '/withdrawRecord',
    title: 'route.withdrawRecord',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/withdraw-record'),
  },
  {
    path: '/userBank',
    title: 'route.userBank',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/user-bank'),
  },
  {
    path: '/moneyExchange',
    title: 'route.moneyExchange',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/money-exchange'),
  },
  {
    path: '/exchangeRecord',
    title: 'route.exchangeRecord',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/exchange-record'),
  },
  {
    path: '/transaction',
    title: 'route.transaction',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/transaction'),
  },
  {
    path: '/blockTrade',
    title: 'route.blockTrade',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/block-trade'),
  },
  {
    path: '/orderRecords',
    title: 'route.orderRecords',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/order-records'),
  },
  {
    path: '/stockIpo',
    title: 'route.stockIpo',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/stock-ipo'),
  },
  {
    path: '/stockPlacement',
    title: 'route.stockPlacement',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/stock-placement'),
  },
  {
    path: '/blockPlacement',
    title: 'route.blockPlacement',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/block-placement'),
  },
  {
    path: '/applyOrder',
    title: 'route.applyOrder',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/apply-order'),
  },
  {
    path: '/unauthorized',
    title: 'route.unauthorized',
    auth: null,
    tab: null,
    screen: () => import('../shell-screens/unauthorized/unauthorized-screen'),
  },
  {
    path: '/changeLanguage',
    title: 'route.changeLanguage',
    auth: null,
    tab: null,
    screen: () => import('../shell-screens/change-language/change-language-screen'),
  },
  {
    path: '/quantitative/index',
    title: 'route.quantitative',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/quantitative'),
  },
  {
    path: '/quantitativeRecords',
    title: 'route.quantitativeRecords',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/quantitative-records'),
  },
  {
    path: '/preemptively/index',
    title: 'route.preemptively',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/preemptively'),
  },
];

/**
 * Routes beyond the spec's list, added by later issues (the account's security: issue 20; price
 * alerts: issue 19; a way back in: issue 50, /newPassword being where the mailed link lands; an
 * order's detail: issue 48; contract notes and statements: issue 45).
 */
export const extraRoutes: readonly AppRoute[] = [
  {
    path: '/orderDetail/{id}',
    title: 'route.orderDetail',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/order-detail'),
    firstQueries: ({ params }) =>
      params.id === undefined ? [] : [{ name: 'orderDetail', arg: { id: params.id } }],
  },
  {
    path: '/documents',
    title: 'route.documents',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/documents'),
  },
  {
    path: '/forgotPassword',
    title: 'route.forgotPassword',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/forgot-password'),
  },
  {
    path: '/newPassword',
    title: 'route.newPassword',
    auth: null,
    tab: null,
    screen: () => import('@trading/screens/new-password'),
  },
  {
    path: '/account/two-factor',
    title: 'route.twoFactor',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/two-factor'),
  },
  {
    path: '/devices',
    title: 'route.devices',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/devices'),
  },
  {
    path: '/notifications',
    title: 'route.notifications',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/notifications'),
  },
  {
    path: '/alerts',
    title: 'route.alerts',
    auth: LOGIN_UP,
    tab: null,
    screen: () => import('@trading/screens/price-alerts'),
  },
];

/** Routes for people building the app; `import.meta.env.DEV` drops them from production builds. */

export const devRoutes: readonly AppRoute[] = import.meta.env.DEV
  ? [
      {
        path: '/__gallery',
        title: 'route.gallery',
        auth: null,
        tab: null,
        screen: () => import('../shell-screens/gallery/gallery-screen'),
      },
    ]
  : [];

/** `/stock/{id}` → `/stock/:id`, the router's spelling. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
