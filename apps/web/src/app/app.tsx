import { FeedClient, FeedProvider } from '@trading/market-feed';
import { TenantProvider } from '@trading/screens/context';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router';
import type { AppStore } from '@trading/api';
import { I18nProvider } from '../i18n/i18n-provider';
import { tenant } from '../tenant/tenant';

export interface AppProps {
  store: AppStore;
  router: DataRouter;
}

/** One live-feed socket for the whole app (/api/ws on this origin), shared by every screen. */
const feedClient = new FeedClient();

/** Providers in dependency order: state, tenant, theme, live feed, texts, toasts, then the routes. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <TenantProvider tenant={tenant}>
        <UiThemeProvider tokens={tenant.tokens}>
          <FeedProvider client={feedClient}>
            <I18nProvider>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </I18nProvider>
          </FeedProvider>
        </UiThemeProvider>
      </TenantProvider>
    </Provider>
  );
}
