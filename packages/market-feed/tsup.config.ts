import { defineConfig } from 'tsup';

export default defineConfig({
  // The socket worker's own entry keeps React and the rest of the feed out of the worker.
  entry: { index: 'src/index.ts', 'socket-worker': 'src/socket-worker/socket-worker-entry.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
