import { FeedClient, FeedProvider } from '@trading/market-feed';
import { TenantProvider } from '@trading/screens/context';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject } from 'react-router';
import type { AppStore } from '@trading/api';
import { I18nProvider } from '../i18n/i18n-provider';
import { AppRoutes } from '../routing/app-routes';
import { tenant } from '../tenant/tenant';

/** One live-feed socket for the whole app (/api/ws on this origin), shared by every screen. */
const feedClient = new FeedClient();

/** Providers in dependency order: state, tenant, theme, live feed, texts, toasts. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <TenantProvider tenant={tenant}>
        <UiThemeProvider tokens={tenant.tokens}>
          <FeedProvider client={feedClient}>
            <I18nProvider>
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
}

/**
 * The app: providers, then the routes. The router runs in declarative mode (no loaders or
 * actions are used), which keeps about 15 KB gzipped of react-router off the first page.
 */
export function App({ store, routes }: AppProps) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
