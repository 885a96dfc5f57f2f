import { setupListeners } from '@reduxjs/toolkit/query';
import {
  applyTenantLanguage,
  createAppStore,
  hydrateApi,
  selectLanguage,
  type AppStore,
} from '@trading/api';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { allRoutes } from './app/all-routes';
import { App } from './app/app';
import { loadFirstPage } from './app/early-loads';
import { createFeedClient } from './feed/feed-client';
import { warmIntlOffThread } from './i18n/intl-warmup';
import { recordVisit } from './install/install-history';
import { captureInstallPrompt } from './install/install-prompt';
import { reloadOnFailedChunk } from './offline/chunk-reload';
import { forgetKeptPages, isKeptPage } from './offline/kept-pages';
import { keepOfflineData } from './offline/offline-persistence';
import { registerServiceWorker } from './offline/register-service-worker';
import { createRoutes } from './routing/create-routes';
import { readSsrState } from './ssr/ssr-state';
import { sessionTag } from './ssr/session-tag';
import { rememberLanguageChoice } from './ssr/language-cookie';
import type { BuildTenant } from './tenant/build-tenant';
import { readTenant } from './tenant/tenant';

captureInstallPrompt(window);
// This entry module's URL names the build (its file name carries the content hash).
reloadOnFailedChunk(import.meta.url);
// Registered now: the page's load may well fire before the task below runs.
if (import.meta.env.PROD) addEventListener('load', () => void registerServiceWorker());
// The rest runs in a task of its own: evaluating the entry's modules is already one long task on
// a slow phone, and setting the store up (reading the page's state and the offline copy) would
// lengthen it past what a tap may wait.
function start(): void {
  recordVisit(localStorage, sessionStorage);
  const tenant = readTenant();
  const store = createAppStore();
  // The build's default language until the runtime config (or the user) says otherwise.
  store.dispatch(applyTenantLanguage(tenant.definition.languages.default));
  rememberLanguageChoice(store);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');

  // A server-rendered page brings the data it was rendered with, for the visitor the render
  // cookie named (signed in) or for anyone (signed out). It is hydrated only when the browser
  // would render the same thing: for the very session this tab holds (the cookie may name another
  // one, signed in since in another tab), or signed out alike, reading the language the server
  // used. Otherwise the browser renders afresh over the server's HTML (still shown until then)
  // and asks for its own data: a signed-in user's answers differ (a stock's favourite star).
  const ssr = readSsrState();
  const session = store.getState().session;
  const hydrate =
    ssr !== null &&
    ssr.session === (session.token === null ? null : sessionTag(session.token)) &&
    (!session.languageChosen || session.language === ssr.language);
  if (ssr && hydrate) {
    store.dispatch(applyTenantLanguage(ssr.language));
    store.dispatch(hydrateApi({ api: ssr.api }));
  }
  // A signed-out page the device kept is no use to a visitor the app renders afresh (signed in
  // since, or another language): the next visit must open on the network's page.
  if (!hydrate && isKeptPage()) void forgetKeptPages();
  // Offline, the last answers of this session come back from the device (offline/offline-data.ts).
  keepOfflineData(store, localStorage, () => navigator.onLine);
  setupListeners(store.dispatch);

  // The loads start in a task of their own as well: matching the route and asking for the
  // screen's chunks (a preload link each) would lengthen the store's set-up task above.
  const renderedAt = hydrate && ssr?.session === null ? ssr.renderedAt : undefined;
  setTimeout(() => showFirstPage({ store, tenant, root, hydrate, renderedAt }), 0);
}

/** Loads what the first page needs, then renders it (hydrating the server's HTML, or afresh). */
function showFirstPage({
  store,
  tenant,
  root,
  hydrate,
  renderedAt,
}: {
  store: AppStore;
  tenant: BuildTenant;
  root: HTMLElement;
  hydrate: boolean;
  renderedAt: number | undefined;
}): void {
  // Everything the first page needs loads in parallel, so React's first render is the page;
  // the platform's locale data among it, on a worker thread, so the render's first Intl calls
  // find it loaded. (A then, not a top-level await: that would make the bundler split the
  // entry chunk.)
  void Promise.all([
    loadFirstPage(store, allRoutes, window.location.pathname),
    warmIntlOffThread({
      language: selectLanguage(store.getState()),
      timeZone: tenant.definition.market.timeZone,
    }),
  ]).then(([firstPage]) => {
    const routes = createRoutes(allRoutes, firstPage.screen);
    const app = (
      <StrictMode>
        <App
          store={store}
          tenant={tenant}
          feedClient={createFeedClient()}
          routes={routes}
          Router={BrowserRouter}
          catalogue={firstPage.catalogue}
          renderedAt={renderedAt}
        />
      </StrictMode>
    );
    // As a transition the first render yields to the browser every few milliseconds instead
    // of holding the main thread for the whole tree (one long task on a slow phone).
    startTransition(() => {
      // A mismatch is a bug (the browser test fails on this message), not a quiet re-render.
      if (hydrate)
        hydrateRoot(root, app, {
          onRecoverableError: (error) => console.error('Hydration mismatch:', error),
        });
      else createRoot(root).render(app);
    });
  });
}
setTimeout(start, 0);
