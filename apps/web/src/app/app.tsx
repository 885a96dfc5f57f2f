import type { AppStore } from '@trading/api';
import { FeedProvider, type FeedClient } from '@trading/market-feed';
import { StepUpProvider, TenantProvider } from '@trading/screens/context';
import { LiveNotifications } from '@trading/screens/live-notifications';
import {
  InlineImagesProvider,
  OnDeviceProvider,
  ToastProvider,
  UiThemeProvider,
  type InlineImages,
} from '@trading/ui-kit';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router';
import { I18nProvider, type Catalogue } from '../i18n/i18n-provider';
import { RenderedAtContext } from '../offline/kept-page-notice';
import { AppRoutes } from '../routing/app-routes';
import type { BuildTenant } from '../tenant/build-tenant';

export interface AppProvidersProps {
  store: AppStore;
  tenant: BuildTenant;
  /** The one live-feed connection, shared by every screen. */
  feedClient: FeedClient;
  catalogue?: Catalogue | null;
  /** The first render is the server's HTML (rendering it, or hydrating it): the device is read after. */
  serverHtml?: boolean;
  children: ReactNode;
}

/** Providers in dependency order: the device, state, tenant, theme, live feed, texts, toasts, step-up. */
export function AppProviders({
  store,
  tenant,
  feedClient,
  catalogue = null,
  serverHtml = false,
  children,
}: AppProvidersProps) {
  return (
    <OnDeviceProvider serverHtml={serverHtml}>
      <Provider store={store}>
        <TenantProvider tenant={tenant}>
          {/* index.html carries the page-wide rules (vite/tenant-html.ts). */}
          <UiThemeProvider tokens={tenant.tokens} followScheme globalStyle={false}>
            <FeedProvider client={feedClient}>
              <I18nProvider initial={catalogue}>
                <ToastProvider>
                  <StepUpProvider>{children}</StepUpProvider>
                </ToastProvider>
              </I18nProvider>
            </FeedProvider>
          </UiThemeProvider>
        </TenantProvider>
      </Provider>
    </OnDeviceProvider>
  );
}

export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  routes: RouteObject[];
  /** BrowserRouter in the browser; the server renders one location with a static router. */
  Router: ComponentType<{ children: ReactNode }>;
  /** When the server rendered the page being hydrated, if it rendered it for anyone (a page the device may keep). */
  renderedAt?: number;
  /** The images the server-rendered page carries inline (the same on the server and in hydration). */
  inlineImages?: InlineImages;
}

/**
 * The app: providers, then the routes. The router runs in declarative mode (no loaders or
 * actions are used), which keeps about 15 KB gzipped of react-router off the first page.
 */
export function App({ routes, Router, renderedAt, inlineImages, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      <RenderedAtContext.Provider value={renderedAt ?? null}>
        <InlineImagesProvider images={inlineImages}>
          <Router>
            <AppRoutes routes={routes} />
            <LiveNotifications />
          </Router>
        </InlineImagesProvider>
      </RenderedAtContext.Provider>
    </AppProviders>
  );
}
