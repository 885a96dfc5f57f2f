import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json), as in @trading/api: tsup's bundled dts
  // was most of the build.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
