import { createAppStore, type AppStore } from '@trading/api';
import { render } from '@testing-library/react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router';
import { vi } from 'vitest';
import { allRoutes } from '../src/app/all-routes';
import { AppProviders } from '../src/app/app';
import { createFeedClient } from '../src/feed/feed-client';
import { AppRoutes } from '../src/routing/app-routes';
import { createRoutes } from '../src/routing/create-routes';
import type { AppRoute } from '../src/routing/route-table';
import { readTenant } from '../src/tenant/tenant';
import { tenantConfig } from './tenant-config';

/** How the server answers GET /api/tenant/config in a test. */
export type ConfigAnswer = 'ok' | 'unauthorized' | 'network';

/** Serves /api/tenant/config through the real fetch path of the api package. */
export function serveTenantConfig(answer: ConfigAnswer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith('/api/tenant/config') || answer === 'network')
      throw new TypeError('Failed to fetch');
    const body =
      answer === 'ok'
        ? { code: 0, msg: 'ok', data: tenantConfig() }
        : {
            code: 10006,
            msg: 'This domain is not authorized. Please contact support.',
            data: null,
          };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface RenderAppOptions {
  loggedIn?: boolean;
  config?: ConfigAnswer;
  /** Defaults to every route with its screen. */
  routes?: readonly AppRoute[];
}

export interface RenderedApp {
  store: AppStore;
  /** Navigates as a link would (what the app's own screens do). */
  navigate: (path: string) => Promise<void>;
  pathname: () => string;
  fetchMock: ReturnType<typeof serveTenantConfig>;
  unmount: () => void;
}

/** The whole app at `path` with a fresh store, as a first visit (no history before it). */
export function renderApp(
  path: string,
  { loggedIn = false, config = 'ok', routes = allRoutes }: RenderAppOptions = {},
): RenderedApp {
  if (loggedIn) localStorage.setItem('token', 'test-token');
  const fetchMock = serveTenantConfig(config);
  window.history.replaceState(null, '', path);
  const store = createAppStore();
  let navigateTo: NavigateFunction | undefined;
  function CaptureNavigate() {
    navigateTo = useNavigate();
    return null;
  }
  // The App component's own composition, with a handle on navigate for the test.
  const { unmount } = render(
    <AppProviders store={store} tenant={readTenant()} feedClient={createFeedClient()}>
      <BrowserRouter>
        <CaptureNavigate />
        <AppRoutes routes={createRoutes(routes)} />
      </BrowserRouter>
    </AppProviders>,
  );
  const navigate = async (to: string) => {
    if (!navigateTo) throw new Error('the router has not rendered');
    await navigateTo(to);
  };
  const pathname = () => window.location.pathname;
  return { store, navigate, pathname, fetchMock, unmount };
}
