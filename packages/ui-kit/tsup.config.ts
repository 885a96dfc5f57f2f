import { defineConfig } from 'tsup';

// One output module per source file (no bundling): styled-components' `styled.x` calls look
// like side effects to a bundler, so a single bundled file would drag every primitive into
// every page. As separate modules (`sideEffects: false`), a page loads only the primitives it
// imports. Declarations come from tsc; the gallery stays its own entry point.
export default defineConfig({
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.d.ts',
  ],
  bundle: false,
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
