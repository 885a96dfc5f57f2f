import { defineConfig } from 'tsup';

// One output module per source file (no bundling): a client that imports only constants,
// error codes or the route table never pulls in zod, because the bundler drops every module
// whose exports it does not use (`sideEffects: false`). Declarations come from tsc.
export default defineConfig({
  entry: ['src/**/*.ts'],
  bundle: false,
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
