import { applyTenantLanguage, createAppStore } from '@trading/api';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { allRoutes } from './app/all-routes';
import { App } from './app/app';
import { loadFirstPage } from './app/early-loads';
import { createRoutes } from './routing/create-routes';
import { tenant } from './tenant/tenant';

const store = createAppStore();
// The build's default language until the runtime config (or the user) says otherwise.
store.dispatch(applyTenantLanguage(tenant.definition.languages.default));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Everything the first page needs loads in parallel, so React's first render is the page.
// (A then, not a top-level await: that would make the bundler split the entry chunk.)
void loadFirstPage(store, allRoutes, window.location.pathname).then((firstPage) => {
  const routes = createRoutes(allRoutes, firstPage.screen);
  // As a transition the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole tree (one long task on a slow phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} routes={routes} catalogue={firstPage.catalogue} />
      </StrictMode>,
    ),
  );
});
