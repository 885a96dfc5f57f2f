import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { loadTenant } from './vite/load-tenant';
import { precompileMessages } from './vite/precompile-messages';
import { preloadChunks } from './vite/preload-chunks';
import { scriptsAfterContent } from './vite/scripts-after-content';
import { tenantFromEnv, webDistDir } from './vite/tenant-id';
import { tenantPlugin } from './vite/tenant-plugin';

const API_TARGET = 'http://127.0.0.1:8080';

// react-router's package exports name only its development build; the production build
// next to it drops the dev warnings and checks (about 6 KB gzipped off the first page).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

export default defineConfig(({ command }) => {
  const tenant = tenantFromEnv();
  return {
    plugins: [
      react(),
      tenantPlugin(tenant),
      precompileMessages(),
      preloadChunks({
        entry: '/src/main.tsx',
        also: [`/src/i18n/messages/${loadTenant(tenant).definition.languages.default}.json`],
      }),
      scriptsAfterContent(),
    ],
    resolve: {
      alias:
        command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    // The feed worker imports the feed package as modules, like the page does.
    worker: { format: 'es' },
    build: {
      outDir: join(webDistDir(), tenant),
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
