import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type {
  Candle,
  ChartSettings,
  KeyStatistics,
  Language,
  OrderRecord,
  ResponseInputOf,
  Stock,
  UserProfile,
} from '@trading/contract';
import type { TenantDefinition, TenantTokens } from '@trading/contract/tenant';
import type { ReactElement } from 'react';
import { ok, type FakeApi } from '../../../shared/testing/fake-api';
import { DANGCEM as STOCK } from '../../../shared/testing/market-fixtures';
import { renderScreen, type RenderedScreen } from '../../../shared/testing/render-screen';

// The stock detail's own fixtures and defaults for the one harness (src/shared/testing).
const repo = resolve(process.cwd(), '../..');
export const tokens = JSON.parse(
  readFileSync(resolve(repo, 'tenants/ngn/tokens.json'), 'utf8'),
) as TenantTokens;

export { STOCK };

/** The signed-in investor (GET /user). */
export const PROFILE: UserProfile = {
  customerService: null,
  name: null,
  username: 'ngozi',
  account: '4821990012',
  totalAssets: '10000',
  balance: '10000',
  balanceUSD: '0',
  advancePayment: '0',
  advancePaymentUSD: '0',
  pendingWithdrawal: '0',
  pendingWithdrawalUSD: '0',
  totalBalance: '10000',
  totalBalanceUSD: '0',
  totalValue: '0',
  totalValueUSD: '0',
  totalPNL: '0',
  totalPNLUSD: '0',
  locked: '0',
  lockedUSD: '0',
  usdShown: false,
  usdRate: '1550',
};

/** STOCK's key statistics (GET /stock/statistics): a year between 80 and 125, price 100. */
export const STATISTICS: KeyStatistics = {
  id: STOCK.id,
  volume: 5000,
  averageVolume30: 4000,
  range52Weeks: { low: 80, high: 125 },
  marketCap: 1_685_000_000_000,
  peRatio: 3.33,
  dividendYield: 30,
  lotSize: 10,
  tickSize: 0.01,
  circuitLimits: { low: 88.2, high: 107.8 },
};

/** `count` one-minute candles ending at `end` (exclusive), oldest first. */
export function candles(count: number, end = Date.parse('2024-05-06T10:00:00Z')): Candle[] {
  return Array.from({ length: count }, (_, i) => {
    const close = 100 + Math.sin(i) * 2;
    return {
      timestamp: end - (count - i) * 60_000,
      open: close - 0.5,
      high: close + 1,
      low: close - 1,
      close,
      volume: 100 + i,
      turnover: (100 + i) * close,
    };
  });
}

/** The order record the server answers a buy or sell of STOCK with. */
export function orderOf(side: OrderRecord['side'], amount: number): OrderRecord {
  return {
    id: 1,
    stockId: STOCK.id,
    side,
    type: 'MARKET',
    stockName: STOCK.name,
    stockExchange: STOCK.market,
    stockSymbol: STOCK.symbol,
    createdTime: 1_700_000_000_000,
    price: '100',
    currentPrice: '100',
    amount,
    fee: '0',
    currencyType: STOCK.currencyType,
  };
}

export interface RenderOptions {
  path?: string;
  loggedIn?: boolean;
  stock?: Partial<Stock>;
  api?: FakeApi;
  /** Overrides of the tenant definition (reviewMarketOrders…). */
  definition?: (definition: TenantDefinition) => TenantDefinition;
  language?: Language;
}

const balance: ResponseInputOf<'balanceAndPosition'> = {
  balance: '10000',
  balanceUSD: '0',
  availableAmount: 0,
};

/** The screen at /stock/:id with a listed stock, its candles and a signed-in investor. */
export function renderStockDetail(
  screen: ReactElement,
  options: RenderOptions = {},
): RenderedScreen & { stock: Stock } {
  const stock = { ...STOCK, ...options.stock };
  // The account's chart settings as the server keeps them: none until the screen saves some.
  let chartSettings: ChartSettings | null = null;
  const rendered = renderScreen(screen, {
    path: options.path ?? `/stock/${stock.id}`,
    route: '/stock/:id',
    alsoAt: ['/stock'],
    loggedIn: options.loggedIn,
    definition: options.definition,
    language: options.language,
    api: {
      stockDetail: () => ok(stock),
      stockHistoryKline: () => ok([...candles(30)].reverse()),
      stockStatistics: () => ok(STATISTICS),
      userProfile: () => ok(PROFILE),
      balanceAndPosition: () => ok(balance),
      chartSettings: () => ok(chartSettings),
      chartSettingsSave: (call) => {
        chartSettings = call.body as ChartSettings;
        return ok(chartSettings);
      },
      ...options.api,
    },
  });
  return { ...rendered, stock };
}
