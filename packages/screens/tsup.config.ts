import { defineConfig } from 'tsup';

// Every feature folder with an index.ts is its own entry (`@trading/screens/<feature>`), so
// the web app lazy-loads one screen's code per route; shared code lands in common chunks.
export default defineConfig({
  entry: ['src/*/index.ts', 'src/*/index.tsx'],
  format: ['esm'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [
    /^@trading\//,
    /^react/,
    'styled-components',
    'framer-motion',
    /^highcharts/,
    'react-intl',
    '@reduxjs/toolkit',
  ],
});
