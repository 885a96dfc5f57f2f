import { BANNERS_MAX } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { BLANK_BANNER, bannersRequest, tilesRequest } from './list-drafts';

describe('bannersRequest', () => {
  it('sends the list in its order, an empty link as none', () => {
    expect(
      bannersRequest([
        { imageUrl: '/api/files/b', link: ' ' },
        { imageUrl: 'https://cdn.example/a.png', link: '/ipo' },
      ]),
    ).toEqual({
      body: {
        banners: [
          { imageUrl: '/api/files/b', link: null },
          { imageUrl: 'https://cdn.example/a.png', link: '/ipo' },
        ],
      },
    });
  });

  it('keys a refused field by its place in the list', () => {
    expect(bannersRequest([{ imageUrl: '/a.png', link: '' }, BLANK_BANNER])).toEqual({
      errors: { '1.imageUrl': expect.any(String) },
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
