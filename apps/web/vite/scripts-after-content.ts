import type { Plugin } from 'vite';

const MODULE_TAGS =
  /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * Moves the app's module scripts and their preloads from the head to the end of the body.
 * Deferred or not, a module that is already at hand (the service worker's cache on a later
 * visit) is compiled on the main thread as soon as the parser meets it: in the head, that
 * compile (the entry chunk: a third of a second at phone speed) came before the server's
 * page could paint. At the end of the body, the page paints first; the preload scanner still
 * finds every file as the first bytes arrive.
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: 'trading:scripts-after-content',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = html.match(MODULE_TAGS) ?? [];
        if (tags.length === 0) throw new Error('index.html has no module script to move');
        const rest = html.replace(MODULE_TAGS, '');
        return rest.replace('</body>', `${tags.map((tag) => `  ${tag.trim()}\n`).join('')}</body>`);
      },
    },
  };
}
