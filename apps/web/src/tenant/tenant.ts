import type { BuildTenant } from './build-tenant';
import { TENANT_SCRIPT_ID } from './tenant-script-id';

/**
 * This build's tenant, from the inline JSON of index.html (see vite/tenant-plugin.ts). Read
 * once by the browser's entry; the server renders with the tenant of the request instead.
 */
export function readTenant(doc: Document = document): BuildTenant {
  const script = doc.getElementById(TENANT_SCRIPT_ID);
  if (!script?.textContent)
    throw new Error(`index.html carries no tenant data (#${TENANT_SCRIPT_ID})`);
  return JSON.parse(script.textContent) as BuildTenant;
}
