import { defineConfig } from 'tsup';

export default defineConfig({
  // The socket worker's own entry keeps React and the rest of the feed out of the worker.
  entry: { index: 'src/index.ts', 'socket-worker': 'src/socket-worker/socket-worker-entry.ts' },
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json), as in @trading/api: tsup's bundled dts
  // was most of the build.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
