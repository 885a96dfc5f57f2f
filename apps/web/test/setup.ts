import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { tenantScript } from '../vite/tenant-html';

// What index.html carries in a build: the tests run as the ngn tenant unless TENANT says otherwise.
const source = loadTenant(process.env.TENANT || 'ngn');
document.head.insertAdjacentHTML(
  'beforeend',
  tenantScript({
    definition: source.definition,
    tokens: source.tokens,
    assets: { logo: '/assets/logo.svg', favicon: '/assets/favicon.svg' },
  }),
);

// The first render of a file transforms the lazy screens and catalogues on demand: give it time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
