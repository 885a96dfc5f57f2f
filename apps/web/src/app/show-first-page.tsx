import type { AppStore } from '@trading/api';
import type { InlineImages } from '@trading/ui-kit';
import { selectLanguage } from '@trading/api';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createFeedClient } from '../feed/feed-client';
import { warmIntlOffThread } from '../i18n/intl-warmup';
import { createRoutes } from '../routing/create-routes';
import type { BuildTenant } from '../tenant/build-tenant';
import { allRoutes } from './all-routes';
import { App } from './app';
import { loadFirstPage } from './early-loads';

/** Loads what the first page needs, then renders it (hydrating the server's HTML, or afresh). */
export function showFirstPage({
  store,
  tenant,
  root,
  hydrate,
  renderedAt,
  inlineImages,
}: {
  store: AppStore;
  tenant: BuildTenant;
  root: HTMLElement;
  hydrate: boolean;
  renderedAt: number | undefined;
  inlineImages: InlineImages | undefined;
}): void {
  // Everything the first page needs loads in parallel, so React's first render is the page;
  // the platform's locale data among it, on a worker thread, so the render's first Intl calls
  // find it loaded. (A then, not a top-level await: that would make the bundler split the
  // entry chunk.)
  void Promise.all([
    loadFirstPage(store, allRoutes, {
      pathname: window.location.pathname,
      search: window.location.search,
      definition: tenant.definition,
      hydrated: hydrate,
    }),
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
          inlineImages={inlineImages}
          serverHtml={hydrate}
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
