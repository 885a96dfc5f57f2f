/**
 * tsup options for a package built as one ESM module per source file (no bundling), so that
 * with `sideEffects: false` a client's bundler drops every module whose exports it does not
 * use. Declarations come from tsc.
 */
export function unbundled(entry) {
  return {
    entry,
    bundle: false,
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  };
}
