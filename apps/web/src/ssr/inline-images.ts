import type { InlineImages } from '@trading/ui-kit';

/**
 * The largest image a page carries inline (Vite's limit for inlining assets): a round trip on
 * a slow phone network costs more than a few kilobytes more of HTML, a large photo the other
 * way round.
 */
export const INLINE_IMAGE_MAX_BYTES = 4096;

/**
 * The small images among `urls` as `data:` URIs, read through `fetch` (the server's own
 * answers). Only this site's images are read (a path, never another host); one that is large,
 * not an image or not there is left out, and the browser loads it from its address.
 */
export async function inlineImages(
  fetch: typeof globalThis.fetch,
  origin: string,
  urls: readonly string[],
): Promise<InlineImages> {
  const read = await Promise.all(
    urls
      .filter((url) => url.startsWith('/') && !url.startsWith('//'))
      .map(async (url): Promise<[string, string] | null> => {
        try {
          const response = await fetch(new URL(url, origin));
          const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
          if (!response.ok || !type.startsWith('image/')) return null;
          const bytes = Buffer.from(await response.arrayBuffer());
          if (bytes.length > INLINE_IMAGE_MAX_BYTES) return null;
          return [url, `data:${type};base64,${bytes.toString('base64')}`];
        } catch {
          return null;
        }
      }),
  );
  return Object.fromEntries(read.filter((entry) => entry !== null));
}
