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

/** Providers in dependency order: state, tenant theme, texts, toasts, then the routes. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <UiThemeProvider tokens={tenant.tokens}>
        <I18nProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </I18nProvider>
      </UiThemeProvider>
    </Provider>
  );
}
