import type { Plugin, Rollup } from 'vite';

type Bundle = Rollup.OutputBundle;

/** A chunk's file and every chunk it imports statically, transitively. */
function withStaticImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Lists chunks the app imports dynamically at start in index.html as module preloads, with
 * the chunks they import: the build language's message catalogue (the app renders nothing
 * until its texts are in) and the app's own module graph (imported once the store is set up,
 * so that its evaluation is a task of its own). Preloaded, they arrive with the main bundle
 * instead of a round trip after it; the preload helper finds their links and adds none.
 */
export function preloadChunks(sources: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'trading:preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) throw new Error('index.html has no entry chunk');
        const loaded = withStaticImports(bundle, entry.fileName, new Set());
        const preloaded = new Set<string>();
        for (const source of sources) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(source),
          );
          if (!chunk) throw new Error(`No chunk for ${source}`);
          withStaticImports(bundle, chunk.fileName, preloaded);
        }
        return [...preloaded]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
