import { describe, expect, it } from 'vitest';
import { ngn } from '../../test/render';
import { syncThemeColorMetas } from './theme-color-metas';

function page(): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = [
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${ngn.color.primary}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${ngn.counterpart!.primary}">`,
  ].join('');
  return doc;
}

const contents = (doc: Document) =>
  [...doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);

describe('syncThemeColorMetas', () => {
  it("paints the browser bar in a chosen scheme's colour whatever the system says", () => {
    const doc = page();
    syncThemeColorMetas(ngn, 'dark', doc);
    expect(contents(doc)).toEqual([ngn.counterpart!.primary, ngn.counterpart!.primary]);
    syncThemeColorMetas(ngn, 'light', doc);
    expect(contents(doc)).toEqual([ngn.color.primary, ngn.color.primary]);
  });

  it('gives each meta its own scheme back on System', () => {
    const doc = page();
    syncThemeColorMetas(ngn, 'dark', doc);
    syncThemeColorMetas(ngn, 'system', doc);
    expect(contents(doc)).toEqual([ngn.color.primary, ngn.counterpart!.primary]);
  });
});
