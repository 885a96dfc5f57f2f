/** Id of the inline JSON script in index.html that carries the build's tenant. */
export const TENANT_SCRIPT_ID = 'tenant-data';
