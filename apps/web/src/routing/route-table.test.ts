import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeRedirect } from './route-redirect';
import { devRoutes, routerPath, routeTable } from './route-table';

// The spec's route list, as the contract package keeps it.
const fixture = `${import.meta.dirname}/../../../../packages/contract/test/fixtures/routes.txt`;
const specRoutes = readFileSync(fixture, 'utf8').split('\n').filter(Boolean);

describe('route table', () => {
  it("declares the spec's 39 routes in its order", () => {
    expect(routeTable.map((route) => route.path)).toEqual(specRoutes);
    expect(routeTable).toHaveLength(39);
  });

  it('puts tabs on /, /market, /favorite, /position, /account and the login routes of tab 4 (reading A)', () => {
    const tabbed = routeTable
      .filter((route) => route.tab !== null)
      .map((route) => [route.path, route.tab]);
    expect(tabbed).toEqual([
      ['/', 0],
      ['/market', 1],
      ['/favorite', 2],
      ['/position', 3],
      ['/account', 4],
      ['/iosPage', 4],
      ['/login', 4],
    ]);
  });

  it('sends anonymous visitors of /account to /login and of every other protected route to /LoginUp', () => {
    const open = [
      '/',
      '/market',
      '/searchStock',
      '/stock/{id}',
      '/newsList',
      '/news/{id}',
      '/login',
      '/LoginUp',
    ];
    const alsoOpen = ['/register', '/unauthorized', '/changeLanguage'];
    for (const route of routeTable) {
      const expected = [...open, ...alsoOpen].includes(route.path)
        ? null
        : route.path === '/account'
          ? '/login'
          : '/LoginUp';
      expect(route.auth, route.path).toBe(expected);
    }
  });

  it('keeps the gallery out of production builds', () => {
    expect(devRoutes.map((route) => route.path)).toEqual(import.meta.env.DEV ? ['/__gallery'] : []);
  });

  it("writes path parameters in the router's spelling", () => {
    expect(routerPath('/stock/{id}')).toBe('/stock/:id');
    expect(routerPath('/quantitative/index')).toBe('/quantitative/index');
  });
});

describe('routeRedirect', () => {
  const account = { path: '/account', auth: '/login' as const };
  const unauthorized = { path: '/unauthorized', auth: null };

  it('sends everything to /unauthorized for an unauthorized tenant, logged in or not', () => {
    expect(routeRedirect(account, 'unauthorized', true)).toBe('/unauthorized');
    expect(routeRedirect({ path: '/', auth: null }, 'unauthorized', false)).toBe('/unauthorized');
    expect(routeRedirect(unauthorized, 'unauthorized', false)).toBeNull();
  });

  it('lets logged-in users through and sends anonymous ones to the route’s login', () => {
    expect(routeRedirect(account, 'ok', true)).toBeNull();
    expect(routeRedirect(account, 'ok', false)).toBe('/login');
  });
});
