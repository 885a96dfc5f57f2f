// One Vite build per tenant into dist/<tenant>/: TENANT=brl builds one, no TENANT builds every
// tenant folder (tenants/, or TENANTS_DIR). WEB_DIST moves dist/ (e.g. a test's temp folder).
// Then the server-render build into <dist>/server/ (one for every tenant: the tenant is data
// the server passes to each render).
import { isAbsolute, join, resolve } from 'node:path';
import { TenantId } from '@trading/contract/tenant';
import { tenantIdsIn, tenantsDir } from '@trading/contract/tenant-folders';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const root = new URL('..', import.meta.url).pathname;
const tenants = process.env.TENANT
  ? [TenantId.parse(process.env.TENANT)]
  : tenantIdsIn(tenantsDir(join(root, '../../tenants')));
const dist = process.env.WEB_DIST ?? join(root, 'dist');
if (process.env.WEB_DIST && !isAbsolute(dist)) process.env.WEB_DIST = resolve(dist);

for (const tenant of tenants) {
  // vite.config.ts reads TENANT, and Vite loads the config afresh for every build() call.
  process.env.TENANT = tenant;
  console.log(`\nBuilding web for ${tenant} → ${join(dist, tenant)}/`);
  await build({ root, configFile: `${root}vite.config.ts`, logLevel: 'warn' });
  console.log(`Service worker precaches ${await writeServiceWorker(resolve(dist, tenant))} files`);
  console.log(`Precompressed ${precompress(resolve(dist, tenant))} files (br, gz)`);
}

console.log(`\nBuilding the server render → ${join(dist, 'server')}/`);
await build({
  root,
  configFile: `${root}vite.config.ts`,
  logLevel: 'warn',
  // One self-contained module: the server loads it from the build folder, where no
  // node_modules sit beside it, and styles and components share one styled-components.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: resolve(dist, 'server'),
    emptyOutDir: true,
    manifest: false,
    sourcemap: true,
  },
});
