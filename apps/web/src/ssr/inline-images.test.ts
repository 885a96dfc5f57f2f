import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, inlineImages } from './inline-images';

const ORIGIN = 'http://server-render.invalid';
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** The server's answers by path, as the render's in-process fetch gives them. */
function site(
  files: Record<string, { body: string | Uint8Array<ArrayBuffer>; type: string; status?: number }>,
) {
  const asked: string[] = [];
  const fetch = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const file = files[url.pathname];
    if (!file) return new Response('not found', { status: 404 });
    return new Response(file.body, {
      status: file.status ?? 200,
      headers: { 'content-type': file.type },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('inlineImages', () => {
  it('carries a small image of this site as a data: URI of its own type and bytes', async () => {
    const { fetch } = site({
      '/static/a.svg': { body: svg, type: 'image/svg+xml; charset=utf-8' },
    });
    const images = await inlineImages(fetch, ORIGIN, ['/static/a.svg']);
    expect(images).toEqual({
      '/static/a.svg': `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });
  });

  it('leaves an image past the limit to its address, and takes one exactly at it', async () => {
    const { fetch } = site({
      '/at.png': { body: new Uint8Array(INLINE_IMAGE_MAX_BYTES), type: 'image/png' },
      '/past.png': { body: new Uint8Array(INLINE_IMAGE_MAX_BYTES + 1), type: 'image/png' },
    });
    const images = await inlineImages(fetch, ORIGIN, ['/at.png', '/past.png']);
    expect(Object.keys(images)).toEqual(['/at.png']);
  });

  it('never reads another host, and leaves out what is missing, failing or not an image', async () => {
    const { fetch, asked } = site({
      '/page.html': { body: '<p>hi</p>', type: 'text/html' },
      '/broken.svg': { body: svg, type: 'image/svg+xml', status: 500 },
    });
    const failing = (async () => {
      throw new Error('socket hang up');
    }) as typeof globalThis.fetch;
    expect(
      await inlineImages(fetch, ORIGIN, [
        'https://cdn.example.com/a.svg',
        '//cdn.example.com/b.svg',
        '/missing.svg',
        '/page.html',
        '/broken.svg',
      ]),
    ).toEqual({});
    expect(asked.map((url) => new URL(url).host)).toEqual(Array(3).fill('server-render.invalid'));
    expect(await inlineImages(failing, ORIGIN, ['/a.svg'])).toEqual({});
  });
});
