// One Vite build per tenant into dist/<tenant>/: TENANT=brl builds one, no TENANT builds all.
import { TenantId } from '@trading/contract/tenant';
import { build } from 'vite';
import { precompress } from './precompress.mjs';

const root = new URL('..', import.meta.url).pathname;
const tenants = process.env.TENANT ? [TenantId.parse(process.env.TENANT)] : TenantId.options;

for (const tenant of tenants) {
  // vite.config.ts reads TENANT, and Vite loads the config afresh for every build() call.
  process.env.TENANT = tenant;
  console.log(`\nBuilding web for ${tenant} → dist/${tenant}/`);
  await build({ root, configFile: `${root}vite.config.ts`, logLevel: 'warn' });
  console.log(`Precompressed ${precompress(`${root}dist/${tenant}`)} files (br, gz)`);
}
