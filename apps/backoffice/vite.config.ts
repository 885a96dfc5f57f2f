import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:8080';

/**
 * One build for every tenant: the server serves it under /admin on each tenant's host and
 * writes that tenant's name, languages and design tokens into index.html (see
 * apps/server/src/web-app/console-routes.ts), so nothing tenant-specific is built in.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: { '/api': { target: API_TARGET, headers: { host: 'ngn.localhost' } } },
  },
});
