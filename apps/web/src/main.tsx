import { setupListeners } from '@reduxjs/toolkit/query';
import { applyTenantLanguage, createAppStore, hydrateApi } from '@trading/api';
import { recordVisit } from './install/install-history';
import { captureInstallPrompt } from './install/install-prompt';
import { reloadOnFailedChunk } from './offline/chunk-reload';
import { forgetKeptPages, isKeptPage } from './offline/kept-pages';
import { keepOfflineData } from './offline/offline-persistence';
import { registerServiceWorker } from './offline/register-service-worker';
import { readSsrState } from './ssr/ssr-state';
import { sessionTag } from './ssr/session-tag';
import { rememberLanguageChoice } from './ssr/language-cookie';
import { readTenant } from './tenant/tenant';
import type * as App from './app/show-first-page';

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

  // React DOM, styled-components and the app are module graphs of their own (index.html
  // preloads them): imported one after the other, each is evaluated in a task of its own
  // instead of all in the entry's, the longest task of a first visit on a slow phone. The first
  // page's loads then start in another: matching the route and asking for the screen's chunks
  // (a preload link each).
  const renderedAt = hydrate && ssr?.session === null ? ssr.renderedAt : undefined;
  // The site's own images, the same for any visitor: a page rendered afresh draws them too.
  const inlineImages = ssr?.images;
  importStartUpSteps()
    .then((app) => {
      if (app)
        setTimeout(
          () => app.showFirstPage({ store, tenant, root, hydrate, renderedAt, inlineImages }),
          0,
        );
    })
    // A step that cannot load once the page has already reloaded for it: reported as the
    // uncaught error it is, and the server's page stays on screen.
    .catch(reportError);
}

/**
 * The start's steps, in order (the build preloads each: vite/preload-chunks.ts). A step whose
 * chunk fails resolves to nothing while the page reloads into the current build
 * (offline/chunk-reload.ts), and the steps after it are not asked for.
 */
async function importStartUpSteps(): Promise<typeof App | undefined> {
  if (!(await import('./app/libraries/react-dom'))) return undefined;
  if (!(await import('./app/libraries/styled-components'))) return undefined;
  return import('./app/show-first-page');
}

setTimeout(start, 0);
