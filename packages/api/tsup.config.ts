import { defineConfig } from 'tsup';

export default defineConfig({
  // contract-check is its own entry: it loads zod, which the app's bundle must not.
  entry: ['src/index.ts', 'src/contract-check.ts'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): tsup's bundled dts took ~40 s of ~43.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
