import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { tenantFromEnv } from './vite/tenant-id';
import { tenantPlugin } from './vite/tenant-plugin';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig(() => {
  const tenant = tenantFromEnv();
  return {
    plugins: [react(), tenantPlugin(tenant)],
    build: {
      outDir: `dist/${tenant}`,
      emptyOutDir: true,
      target: 'es2022',
      // scripts/bundle-stats.mjs reads which chunks the first page loads from the manifest.
      manifest: true,
    },
    server: {
      proxy: {
        // The server picks the tenant from Host, so dev asks as the tenant being built.
        '/api': { target: API_TARGET, ws: true, headers: { host: `${tenant}.localhost` } },
      },
    },
  };
});
