import type { BuildTenant } from './build-tenant';
import { TENANT_SCRIPT_ID } from './tenant-script-id';

function readTenant(): BuildTenant {
  const script = document.getElementById(TENANT_SCRIPT_ID);
  if (!script?.textContent)
    throw new Error(`index.html carries no tenant data (#${TENANT_SCRIPT_ID})`);
  return JSON.parse(script.textContent) as BuildTenant;
}

/** This build's tenant, injected into index.html at build time (see vite/tenant-plugin.ts). */
export const tenant: BuildTenant = readTenant();
