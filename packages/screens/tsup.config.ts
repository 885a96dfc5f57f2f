import { defineConfig } from 'tsup';

// Every feature folder is its own entry (`@trading/screens/<feature>` → dist/features/<feature>),
// so the web app lazy-loads one screen's code per route; src/shared lands in common chunks.
// Two shared entries: the tenant context the app provides (`@trading/screens/context`) and the
// reads a route starts before its screen loads (`@trading/screens/route-reads`).
export default defineConfig({
  entry: [
    'src/features/*/index.ts',
    'src/features/*/index.tsx',
    'src/shared/context/index.ts',
    'src/shared/route-reads/index.ts',
  ],
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
