import { defineConfig } from 'tsup';

// The page-wide rules, for a build that writes them into its HTML from Node: one bundled file,
// since Node's ESM loader cannot follow the unbundled build's extensionless imports. Built after
// the main build, which cleans dist/.
export default defineConfig({
  entry: { 'node/global-css': 'src/theme/global-css.ts' },
  bundle: true,
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: false,
  target: 'es2022',
});
