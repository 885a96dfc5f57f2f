import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
