import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppStore, setToken, type AppStore } from '@trading/api';
import { contractResponseCheck } from '@trading/api/contract-check';
import type { TenantDefinition, TenantId, TenantTokens } from '@trading/contract/tenant';
import { FeedProvider } from '@trading/market-feed';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach } from 'vitest';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TenantProvider } from '../context';
import { createFakeFeed, type FakeFeed } from './fake-feed';

// jsdom gives modules a non-file import.meta.url; vitest still defines __dirname.
const repo = join(__dirname, '../../../..');
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(join(repo, path), 'utf8')) as T;

// The first render of a file transforms styled-components and the kit on demand: give it time.
configure({ asyncUtilTimeout: 5000 });

// This package's vitest runs without globals, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The web app's English catalogue: tests read what a user reads. */
const messages = readJson<Record<string, string>>('apps/web/src/i18n/messages/en.json');

/** A folder under tenants/ (any of them: the tenants are the folders). */
export type TenantName = TenantId;

export function loadDefinition(tenant: TenantName): TenantDefinition {
  return readJson<TenantDefinition>(`tenants/${tenant}/tenant.json`);
}

/** Where the router is: tests assert navigation through it. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderScreenOptions {
  baseUrl: string;
  /** Path pattern of the screen under test, e.g. `/news/:id`. */
  path: string;
  url: string;
  tenant?: TenantName;
  /** Overrides of the tenant definition (forceTheme3, usMarketShow…). */
  definition?: (definition: TenantDefinition) => TenantDefinition;
  loggedIn?: boolean;
}

export interface RenderedScreen extends RenderResult {
  store: AppStore;
  feed: FakeFeed;
  location: () => string;
}

/** Renders one screen inside the providers the web app gives it, with a real store. */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions): RenderedScreen {
  const store = createAppStore({ baseUrl: options.baseUrl, checkResponse: contractResponseCheck });
  if (options.loggedIn) store.dispatch(setToken('test-token'));
  const base = loadDefinition(options.tenant ?? 'ngn');
  const definition = options.definition ? options.definition(base) : base;
  const tokens = readJson<TenantTokens>(`tenants/${options.tenant ?? 'ngn'}/tokens.json`);
  const feed = createFakeFeed();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <LocationProbe />,
      },
      {
        path: options.path,
        element: (
          <>
            {screen}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [options.url] },
  );
  const result = render(
    <Provider store={store}>
      <UiThemeProvider tokens={tokens} globalStyle={false}>
        <IntlProvider locale="en" messages={messages}>
          <TenantProvider
            tenant={{ definition, tokens, assets: { logo: '/logo.svg', favicon: '/favicon.svg' } }}
          >
            <FeedProvider client={feed.client} schedule={(run) => setTimeout(run, 0)}>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </FeedProvider>
          </TenantProvider>
        </IntlProvider>
      </UiThemeProvider>
    </Provider>,
  );
  return {
    ...result,
    store,
    feed,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}
