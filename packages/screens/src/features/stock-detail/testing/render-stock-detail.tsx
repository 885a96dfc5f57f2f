import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createAppStore, memoryStorage, setToken } from '@trading/api';
import type { Candle, Stock, UserProfile } from '@trading/contract';
import type { TenantDefinition, TenantTokens } from '@trading/contract/tenant';
import { FeedProvider } from '@trading/market-feed';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TenantProvider } from '../../../shared/context';
import { createFakeFeed, installFakeApi, ok, type Handler } from './fake-server';

// Tests run from the package folder; the tenant and the catalogue live at the repository root.
const repo = resolve(process.cwd(), '../..');
const json = (path: string): unknown => JSON.parse(readFileSync(resolve(repo, path), 'utf8'));
const definition = json('tenants/ngn/tenant.json') as TenantDefinition;
export const tokens = json('tenants/ngn/tokens.json') as TenantTokens;
const messages = json('apps/web/src/i18n/messages/en.json') as Record<string, string>;

export const STOCK: Stock = {
  id: 7,
  symbol: 'DANGCEM',
  name: 'Dangote Cement',
  market: 'NSENG',
  currencyType: 'NGN',
  price: 100,
  change: 2,
  up: 2.04,
  volume: 5000,
  high: 101,
  low: 97,
  open: 98,
  close: 98,
  favorite: false,
  isIndex: false,
  tradeState: 'OPEN',
};

/** The signed-in investor (GET /user); the chart keeps indicator settings by account. */
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

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

export interface RenderOptions {
  path?: string;
  loggedIn?: boolean;
  stock?: Partial<Stock>;
  api?: Record<string, Handler>;
}

/** The screen as the app mounts it: real store, tenant, en texts, a fake feed and a router. */
export function renderStockDetail(screen: ReactElement, options: RenderOptions = {}) {
  const stock = { ...STOCK, ...options.stock };
  const server = installFakeApi({
    'GET /tenant/config': () => ok({ signMap: { NGN: '₦', USD: '$' } }),
    'GET /stock/detail': () => ok(stock),
    'GET /stock/historyKline': () => ok([...candles(30)].reverse()),
    'GET /user': () => ok(PROFILE),
    'GET /user/balanceAndPosition': () =>
      ok({ balance: '10000', balanceUSD: '0', availableAmount: 0 }),
    ...options.api,
  });
  const feed = createFakeFeed();
  const store = createAppStore({ baseUrl: 'http://app.test', storage: memoryStorage() });
  if (options.loggedIn ?? true) store.dispatch(setToken('test-token'));
  render(
    <Provider store={store}>
      <TenantProvider tenant={{ definition, tokens, assets: { logo: '', favicon: '' } }}>
        <UiThemeProvider tokens={tokens}>
          <FeedProvider client={feed.client}>
            <IntlProvider locale="en" messages={messages}>
              <ToastProvider>
                <MemoryRouter initialEntries={[options.path ?? `/stock/${stock.id}`]}>
                  <Routes>
                    <Route path="/stock/:id" element={screen} />
                    <Route path="/stock" element={screen} />
                    <Route path="*" element={<Elsewhere />} />
                  </Routes>
                </MemoryRouter>
              </ToastProvider>
            </IntlProvider>
          </FeedProvider>
        </UiThemeProvider>
      </TenantProvider>
    </Provider>,
  );
  return { server, feed, stock, store };
}
