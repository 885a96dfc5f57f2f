import type { Plugin } from 'vite';

/**
 * Lists the build language's message catalogue in index.html as a module preload. The app
 * renders nothing until its texts are in, and the catalogue is its own chunk (one per
 * language); preloaded, it arrives with the main bundle instead of a round trip after it.
 */
export function preloadCatalogue(language: string): Plugin {
  const catalogue = `/src/i18n/messages/${language}.json`;
  let base = '/';
  return {
    name: 'trading:preload-catalogue',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(catalogue),
        );
        if (!chunk) throw new Error(`No chunk for the catalogue ${catalogue}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
