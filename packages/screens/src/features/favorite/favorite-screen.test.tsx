import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stock } from '../../shared/testing/market-fixtures';
import { createFakeServer, pageOf } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { FavoriteScreen } from './favorite-screen';

let mine = [stock(1), stock(2)];

const api = createFakeServer({
  myStocks: (request) => pageOf(mine, request),
  favoriteRemove: () => {
    mine = mine.filter((s) => s.id !== 1);
    return { data: null };
  },
});

describe('Favourites', () => {
  it('removes a row through the server, then the list reloads without it', async () => {
    const view = renderScreen(<FavoriteScreen />, {
      server: api,
      route: '/favorite',
      path: '/favorite',
      loggedIn: true,
    });
    await screen.findByText('SYM1');
    expect(screen.getByRole('link', { name: 'Add favorite' }).getAttribute('href')).toBe(
      '/searchFavorite',
    );
    const removes = screen.getAllByRole('button', { name: 'Remove' });
    await userEvent.click(removes[0]!);
    await waitFor(() => expect(screen.queryByText('SYM1')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/stock/favorite/1')).toBe(
      true,
    );
    expect(screen.getByText('SYM2')).toBeTruthy();
    await userEvent.click(screen.getByText('SYM2'));
    expect(view.location()).toBe('/stock/2');
  });
});
