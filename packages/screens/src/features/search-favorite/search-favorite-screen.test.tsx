import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stock } from '../../shared/testing/market-fixtures';
import { createFakeServer, fail, ok, pageOf } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { SearchFavoriteScreen } from './search-favorite-screen';

const favourites = new Set<number>([2]);

const api = createFakeServer({
  favoritePage: (request) =>
    pageOf(
      [stock(1), stock(2)].map((s) => ({ ...s, favorite: favourites.has(s.id) })),
      request,
    ),
  favoriteAdd: () => {
    favourites.add(1);
    // Answers after a while, so the test sees the star while the request is in flight.
    return new Promise((answer) => setTimeout(() => answer(ok(null)), 200));
  },
  favoriteRemove: () => fail(10002, 'Not found'),
});

const open = () =>
  renderScreen(<SearchFavoriteScreen />, {
    server: api,
    route: '/searchFavorite',
    path: '/searchFavorite',
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
