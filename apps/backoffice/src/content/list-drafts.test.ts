import { BANNERS_MAX } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { BLANK_BANNER, bannersRequest, tilesRequest } from './list-drafts';

describe('bannersRequest', () => {
  it('sends the list in its order, an empty link as none', () => {
    expect(
      bannersRequest([
        { imageUrl: '/api/files/b', link: ' ' },
        { imageUrl: '/static/seed/a.png', link: 'https://example.com/ipo' },
      ]),
    ).toEqual({
      body: {
        banners: [
          { imageUrl: '/api/files/b', link: null },
          { imageUrl: '/static/seed/a.png', link: 'https://example.com/ipo' },
        ],
      },
    });
  });

  it('keys a refused field by its place in the list', () => {
    expect(bannersRequest([{ imageUrl: '/a.png', link: '' }, BLANK_BANNER])).toEqual({
      errors: { '1.imageUrl': expect.any(String) },
    });
  });

  it("refuses another site's image, which the apps' content policy would not show, at its field", () => {
    expect(bannersRequest([{ imageUrl: 'https://cdn.example/a.png', link: '' }])).toEqual({
      errors: {
        '0.imageUrl':
          'must be an image uploaded here (a path starting with /): the apps show no images from other sites',
      },
    });
  });

  it('refuses a carousel longer than the contract allows as a whole', () => {
    const rows = Array.from({ length: BANNERS_MAX + 1 }, () => ({ imageUrl: '/a.png', link: '' }));
    expect(bannersRequest(rows)).toEqual({ errors: { '': expect.any(String) } });
  });
});

describe('tilesRequest', () => {
  it('keeps the names in other languages as loaded', () => {
    const tile = {
      name: 'IPO',
      icon: '/i.png',
      link: '/ipo',
      translations: { pt: { name: 'IPO' } },
    };
    expect(tilesRequest([tile])).toEqual({ body: { tiles: [tile] } });
  });

  it('names a missing name and link', () => {
    const checked = tilesRequest([{ name: ' ', icon: '/i.png', link: '', translations: {} }]);
    expect(checked).toEqual({ errors: { '0.name': 'Required', '0.link': expect.any(String) } });
  });
});
