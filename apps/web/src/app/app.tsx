import { FeedProvider } from '@trading/market-feed';
import { TenantProvider } from '@trading/screens/context';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject } from 'react-router';
import type { AppStore } from '@trading/api';
import { createFeedClient } from '../feed/feed-client';
import { I18nProvider, type Catalogue } from '../i18n/i18n-provider';
import { AppRoutes } from '../routing/app-routes';
import { tenant } from '../tenant/tenant';

/** One live-feed socket for the whole app, shared by every screen. */
const feedClient = createFeedClient();

/** Providers in dependency order: state, tenant, theme, live feed, texts, toasts. */
export function AppProviders({
  store,
  catalogue = null,
  children,
}: {
  store: AppStore;
  catalogue?: Catalogue | null;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <TenantProvider tenant={tenant}>
        <UiThemeProvider tokens={tenant.tokens}>
          <FeedProvider client={feedClient}>
            <I18nProvider initial={catalogue}>
              <ToastProvider>{children}</ToastProvider>
            </I18nProvider>
          </FeedProvider>
        </UiThemeProvider>
      </TenantProvider>
    </Provider>
  );
}

export interface AppProps {
  store: AppStore;
  routes: RouteObject[];
  /** The texts, when loaded before the first render. */
  catalogue?: Catalogue | null;
}

/**
 * The app: providers, then the routes. The router runs in declarative mode (no loaders or
 * actions are used), which keeps about 15 KB gzipped of react-router off the first page.
 */
export function App({ store, routes, catalogue = null }: AppProps) {
  return (
    <AppProviders store={store} catalogue={catalogue}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
