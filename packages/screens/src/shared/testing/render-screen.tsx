import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createAppStore, memoryStorage, setLanguage, setToken, type AppStore } from '@trading/api';
import { contractResponseCheck } from '@trading/api/contract-check';
import { MARKETS, type Language, type TenantConfig } from '@trading/contract';
import { Tenant, type TenantDefinition, type TenantId } from '@trading/contract/tenant';
import { FeedProvider } from '@trading/market-feed';
import { numberLocaleOf, setNumberLocale, ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import { useEffect, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TenantProvider, type ScreensTenant } from '../context';
import { createFakeServer, ok, type FakeApi, type FakeServer } from './fake-api';
import { createFakeFeed, type FakeFeed } from './fake-feed';
import { openAllDay } from './market-fixtures';

// The first render of a file transforms styled-components and the kit on demand: give it time.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; framer-motion asks it about reduced motion.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Tests run from packages/screens (pnpm --filter and vitest both start there).
const repo = join(process.cwd(), '..', '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(repo, path), 'utf8'));

/** The web app's catalogues: the screens' texts live there, so tests read what a user reads. */
export function messagesOf(language: Language): Record<string, string> {
  return readJson(`apps/web/src/i18n/messages/${language}.json`) as Record<string, string>;
}

/** A tenant package as the build reads it, checked with the contract's tenant schema. */
export function tenantOf(id: TenantId): ScreensTenant {
  const { definition, tokens } = Tenant.parse({
    definition: readJson(`tenants/${id}/tenant.json`),
    tokens: readJson(`tenants/${id}/tokens.json`),
  });
  return {
    definition,
    tokens,
    assets: { logo: '/assets/logo.svg', favicon: '/assets/favicon.svg' },
  };
}

/** GET /tenant/config as the server builds it from the tenant definition. */
export function tenantConfigOf(
  tenant: TenantId | TenantDefinition,
  overrides: Partial<TenantConfig> = {},
): TenantConfig {
  const definition = typeof tenant === 'string' ? tenantOf(tenant).definition : tenant;
  return {
    title: definition.title,
    favicon: '/assets/favicon.svg',
    logo: '/assets/logo.svg',
    defaultCurrency: definition.currency.code,
    defaultTheme: definition.home.defaultTheme,
    defaultSign: definition.currency.sign,
    signMap: { [definition.currency.code]: definition.currency.sign, USD: '$' },
    defaultMarket: definition.market.defaultMarket,
    defaultMarketTitle: definition.market.defaultMarketTitle,
    usMarketShow: definition.usMarketShow,
    landingPageUrl: definition.landingPageUrl,
    marketBuyModel: definition.marketBuyModel,
    defaultLanguage: definition.languages.default,
    languages: definition.languages.offered,
    customerService: definition.customerService,
    showIndexTab: definition.market.showIndexTab,
    ...overrides,
  };
}

/** Any other path: shows where a screen navigated, under the test id "elsewhere". */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** Keeps where the router is, for `location()`; renders nothing. */
function LocationSpy({ onAt }: { onAt: (at: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onAt(`${pathname}${search}`), [onAt, pathname, search]);
  return null;
}

export interface RenderedScreen extends RenderResult {
  store: AppStore;
  server: FakeServer;
  feed: FakeFeed;
  tenant: ScreensTenant;
  /** Where the router is now (path and query). */
  location: () => string;
}

export interface RenderScreenOptions {
  /** Where the screen is mounted, with its query. */
  path?: string;
  /** The route pattern (defaults to path without its query). */
  route?: string;
  /** More patterns that mount the same screen (e.g. `/stock` beside `/stock/:id`). */
  alsoAt?: string[];
  /** Navigation state of the first entry. */
  state?: unknown;
  tenant?: TenantId;
  /** Overrides of the tenant definition (forceTheme3, usMarketShow…). */
  definition?: (definition: TenantDefinition) => TenantDefinition;
  language?: Language;
  loggedIn?: boolean;
  /** The server's answers by endpoint name; GET /tenant/config answers the tenant's own. */
  api?: FakeApi;
  /** A fake server kept across a file's tests, instead of `api` (answers only what it is given). */
  server?: FakeServer;
  /** Other pages the screen links to, by path. */
  pages?: Record<string, ReactElement>;
}

/**
 * The one screen-test harness. Mounts one screen the way the app does: a real store (fresh per
 * test, checking every response against the contract), the tenant package, the catalogue of one
 * language, a fake live feed and a router. The server is faked at the fetch boundary by endpoint
 * name, its fixtures checked against the contract.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}): RenderedScreen {
  const { path = '/screen', state, tenant: tenantId = 'ngn', language = 'en' } = options;
  const [pathname = path, query] = path.split('?');
  const route = options.route ?? pathname;
  const base = tenantOf(tenantId);
  const tenant = options.definition
    ? { ...base, definition: options.definition(base.definition) }
    : base;
  const tenantConfig = () => ok(tenantConfigOf(tenant.definition));
  // Markets are open around the clock unless a test says otherwise (the demo's default).
  const marketStatus = () => ok(MARKETS.map(openAllDay));
  const server = options.server ?? createFakeServer({ tenantConfig, marketStatus, ...options.api });
  server.install();
  const feed = createFakeFeed();
  let at = path;
  const onAt = (now: string) => {
    at = now;
  };
  const store = createAppStore({
    baseUrl: 'http://app.test',
    storage: memoryStorage(),
    checkResponse: contractResponseCheck,
  });
  store.dispatch(setLanguage(language));
  // Numbers are written the language's way and grouped the tenant's, as the app's i18n provider sets them.
  setNumberLocale(numberLocaleOf(language, tenant.definition.money.grouping));
  if (options.loggedIn ?? true) store.dispatch(setToken('test-token'));
  const result = render(
    <Provider store={store}>
      <UiThemeProvider tokens={tenant.tokens}>
        <IntlProvider locale={language} defaultLocale="en" messages={messagesOf(language)}>
          <ToastProvider>
            <TenantProvider tenant={tenant}>
              <FeedProvider client={feed.client} schedule={(run) => setTimeout(run, 0)}>
                <MemoryRouter
                  initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}
                >
                  <LocationSpy onAt={onAt} />
                  <Routes>
                    <Route path={route} element={ui} />
                    {(options.alsoAt ?? []).map((at) => (
                      <Route key={at} path={at} element={ui} />
                    ))}
                    {Object.entries(options.pages ?? {}).map(([at, page]) => (
                      <Route key={at} path={at} element={page} />
                    ))}
                    <Route path="*" element={<Elsewhere />} />
                  </Routes>
                </MemoryRouter>
              </FeedProvider>
            </TenantProvider>
          </ToastProvider>
        </IntlProvider>
      </UiThemeProvider>
    </Provider>,
  );
  return { ...result, store, server, feed, tenant, location: () => at };
}
