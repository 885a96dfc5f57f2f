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

export interface PreloadChunksOptions {
  /**
   * The entry module, as its id ends (`/src/main.tsx`). Every module it imports dynamically
   * itself is a step of the app's start, imported one after the other so that each is
   * evaluated in a task of its own.
   */
  entry: string;
  /** Modules imported at start from deeper in the app (the build language's catalogue). */
  also: readonly string[];
}

/**
 * Lists the chunks the app imports dynamically at start in index.html as module preloads, with
 * the chunks they import: the entry's own `import()` steps (React DOM, styled-components, the
 * app) and the build language's message catalogue (the app renders nothing until its texts are
 * in). Preloaded, they arrive with the main bundle instead of a round trip after it; the preload
 * helper finds their links and adds none. The steps are read from the entry itself, so a step
 * added there is preloaded without a second list to keep.
 */
export function preloadChunks({ entry, also }: PreloadChunksOptions): Plugin {
  let base = '/';
  let steps: readonly string[] | undefined;
  return {
    name: 'trading:preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    moduleParsed(module) {
      if (module.id.endsWith(entry)) steps = module.dynamicallyImportedIds;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entryChunk }) {
        if (!bundle || !entryChunk) throw new Error('index.html has no entry chunk');
        if (!steps?.length) throw new Error(`${entry} imports no start-up step`);
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const chunkOf = (matches: (id: string) => boolean, name: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId !== null && matches(c.facadeModuleId));
          if (!chunk) throw new Error(`No chunk for ${name}`);
          return chunk.fileName;
        };
        const loaded = withStaticImports(bundle, entryChunk.fileName, new Set());
        const preloaded = new Set<string>();
        // The catalogue first: small, and nothing renders without it.
        for (const source of also) {
          withStaticImports(
            bundle,
            chunkOf((id) => id.endsWith(source), source),
            preloaded,
          );
        }
        for (const step of steps) {
          withStaticImports(
            bundle,
            chunkOf((id) => id === step, step),
            preloaded,
          );
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
