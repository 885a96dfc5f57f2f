import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { createAppStore, memoryStorage, setLanguage, setToken } from '@trading/api';
import type { Language } from '@trading/contract';
import type { TenantDefinition, TenantId, TenantTokens } from '@trading/contract/tenant';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TenantProvider } from '../../context';
import type { ScreensTenant } from '../../context';
import { afterEach, vi } from 'vitest';
import { installFakeApi, ok, type FakeHandler } from './fake-api';

// This package's vitest runs without globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Tests run from packages/screens (pnpm --filter and vitest both start there).
const repo = join(process.cwd(), '..', '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(repo, path), 'utf8'));

/** The web app's catalogues: the screens' texts live there. */
export function messagesOf(language: Language): Record<string, string> {
  return readJson(`apps/web/src/i18n/messages/${language}.json`) as Record<string, string>;
}

export function tenantOf(id: TenantId): ScreensTenant {
  return {
    definition: readJson(`tenants/${id}/tenant.json`) as TenantDefinition,
    tokens: readJson(`tenants/${id}/tokens.json`) as TenantTokens,
    assets: { logo: '/assets/logo.svg', favicon: '/assets/favicon.svg' },
  };
}

/** GET /tenant/config as the server builds it from the tenant definition. */
export function tenantConfigOf(definition: TenantDefinition) {
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
  };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderScreenOptions {
  /** Where the screen is mounted, with its query. */
  path?: string;
  /** The route pattern (defaults to path without its query). */
  route?: string;
  /** Navigation state of the first entry. */
  state?: unknown;
  tenant?: TenantId;
  language?: Language;
  loggedIn?: boolean;
  api?: Record<string, FakeHandler>;
}

/**
 * Mounts one screen the way the app does: a real store (fresh per test), the tenant, the
 * catalogue of one language and a router. Any other path renders its location under the
 * test id "elsewhere" so a test can see where a screen navigated.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { path = '/screen', state, tenant: tenantId = 'ngn', language = 'en' } = options;
  const route = options.route ?? path.split('?')[0]!;
  const tenant = tenantOf(tenantId);
  const server = installFakeApi({
    'GET /tenant/config': () => ok(tenantConfigOf(tenant.definition)),
    ...options.api,
  });
  const store = createAppStore({ baseUrl: 'http://app.test', storage: memoryStorage() });
  store.dispatch(setLanguage(language));
  if (options.loggedIn ?? true) store.dispatch(setToken('test-token'));
  render(
    <Provider store={store}>
      <UiThemeProvider tokens={tenant.tokens}>
        <IntlProvider locale={language} defaultLocale="en" messages={messagesOf(language)}>
          <ToastProvider>
            <TenantProvider tenant={tenant}>
              <MemoryRouter
                initialEntries={[{ pathname: route, search: path.slice(route.length), state }]}
              >
                <Routes>
                  <Route path={route} element={ui} />
                  <Route path="*" element={<Elsewhere />} />
                </Routes>
              </MemoryRouter>
            </TenantProvider>
          </ToastProvider>
        </IntlProvider>
      </UiThemeProvider>
    </Provider>,
  );
  return { store, server };
}
