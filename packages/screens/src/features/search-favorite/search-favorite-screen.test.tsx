import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stock } from '../../shared/market-testing/fixtures';
import { pageOf, startLocalApi, type LocalApi } from '../../shared/market-testing/local-api';
import { renderScreen } from '../../shared/market-testing/render-screen';
import { SearchFavoriteScreen } from './search-favorite-screen';

let api: LocalApi;
const favourites = new Set<number>([2]);

beforeAll(async () => {
  api = await startLocalApi({
    'GET /stock/favPage': (request) =>
      pageOf(
        [stock(1), stock(2)].map((s) => ({ ...s, favorite: favourites.has(s.id) })),
        request,
      ),
    'POST /stock/favorite/1': () => {
      favourites.add(1);
      return { data: null, delayMs: 200 };
    },
    'DELETE /stock/favorite/2': () => ({ code: 10002, msg: 'Not found' }),
  });
});
afterAll(() => api.close());

const open = () =>
  renderScreen(<SearchFavoriteScreen />, {
    baseUrl: api.baseUrl,
    path: '/searchFavorite',
    url: '/searchFavorite',
    loggedIn: true,
  });

describe('Search favourites', () => {
  it('turns the star on only once the server has confirmed', async () => {
    open();
    const star = await screen.findByRole('button', { name: 'Favorite Company 1' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    // Still off while the request is in flight.
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Favorite Company 1' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/stock/favorite/1')).toBe(
      true,
    );
  });

  it('keeps the star and shows the message when the server refuses', async () => {
    open();
    const star = await screen.findByRole('button', { name: 'Favorite Company 2' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });
});
