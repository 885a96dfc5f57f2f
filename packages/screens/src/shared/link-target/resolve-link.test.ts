import { describe, expect, it } from 'vitest';
import { KNOWN_ROUTE_PATHS } from './known-routes';
import { resolveLink } from './resolve-link';

const resolve = (link: string | null) => resolveLink(link, KNOWN_ROUTE_PATHS);

describe('resolveLink', () => {
  it('opens links starting with http in a new window', () => {
    expect(resolve('https://example.com/promo')).toEqual({
      kind: 'external',
      url: 'https://example.com/promo',
    });
    expect(resolve('http://example.com')).toEqual({ kind: 'external', url: 'http://example.com' });
  });

  it('navigates to a known route path, keeping its query', () => {
    expect(resolve('/depositList')).toEqual({ kind: 'route', to: '/depositList' });
    expect(resolve('/market?tab=4')).toEqual({ kind: 'route', to: '/market?tab=4' });
    expect(resolve('/quantitative/index')).toEqual({ kind: 'route', to: '/quantitative/index' });
  });

  it('fills route parameters and takes the route spelling whatever the case', () => {
    expect(resolve('/stock/42')).toEqual({ kind: 'route', to: '/stock/42' });
    expect(resolve('/MARKET')).toEqual({ kind: 'route', to: '/market' });
  });

  it('matches a route by name', () => {
    expect(resolve('stockIpo')).toEqual({ kind: 'route', to: '/stockIpo' });
    expect(resolve('quantitative')).toEqual({ kind: 'route', to: '/quantitative/index' });
    expect(resolve('home')).toEqual({ kind: 'route', to: '/' });
  });

  it('ignores empty links and links naming no route', () => {
    expect(resolve(null)).toBeNull();
    expect(resolve('  ')).toBeNull();
    expect(resolve('/nowhere')).toBeNull();
    expect(resolve('stock')).toBeNull();
  });
});
