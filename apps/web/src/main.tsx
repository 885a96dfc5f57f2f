import { applyTenantLanguage, createAppStore } from '@trading/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { allRoutes } from './app/all-routes';
import { App } from './app/app';
import { createRoutes } from './routing/create-routes';
import { tenant } from './tenant/tenant';

const store = createAppStore();
// The build's default language until the runtime config (or the user) says otherwise.
store.dispatch(applyTenantLanguage(tenant.definition.languages.default));
const routes = createRoutes(allRoutes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} routes={routes} />
  </StrictMode>,
);
