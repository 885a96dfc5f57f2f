import { defineConfig } from 'tsup';

// Every feature folder with an index.ts is its own entry (`@trading/screens/<feature>`), so
// the web app lazy-loads one screen's code per route; shared code lands in common chunks.
export default defineConfig({
  entry: ['src/*/index.ts', 'src/*/index.tsx'],
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json`: tsup builds one declaration
  // bundle per entry, which for ~40 entries needs over 4 GB and minutes.
  dts: false,
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
