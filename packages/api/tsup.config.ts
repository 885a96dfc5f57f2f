import { defineConfig } from 'tsup';

export default defineConfig({
  // contract-check is its own entry: it loads zod, which the app's bundle must not.
  entry: ['src/index.ts', 'src/contract-check.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
