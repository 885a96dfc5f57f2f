import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stock } from '../../shared/testing/market-fixtures';
import { createFakeServer, pageOf } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { SearchStockScreen } from './search-stock-screen';

const all = [
  stock(1, { name: 'Dangote Cement', price: 512.4, change: -3.1, up: -0.6 }),
  stock(2, { name: 'MTN Nigeria' }),
];

const api = createFakeServer({
  stockPage: (request) => {
    const keyword = request.query.get('keyword')?.toLowerCase();
    return pageOf(
      all.filter((s) => !keyword || s.name.toLowerCase().includes(keyword)),
      request,
    );
  },
});

const open = (url = '/searchStock') =>
  renderScreen(<SearchStockScreen />, {
    server: api,
    route: '/searchStock',
    path: url,
    loggedIn: false,
  });
const searches = () => api.requests.filter((r) => r.path === '/stock/page');
const input = () => screen.getByRole('searchbox', { name: 'Please enter the stock name' });

describe('Search stocks', () => {
  it('lists every stock on open, without a keyword', async () => {
    open();
    expect(await screen.findByText('Dangote Cement')).toBeTruthy();
    expect(screen.getByText('MTN Nigeria')).toBeTruthy();
    expect(searches()[0]!.query.has('keyword')).toBe(false);
  });

  it('shows each result with its price and day percent, inside the link to the stock', async () => {
    open();
    const link = (await screen.findByText('Dangote Cement')).closest('a')!;
    expect(link.getAttribute('href')).toBe('/stock/1');
    const quote = within(link).getByTestId('result-quote');
    expect(quote.textContent).toContain('512.40');
    expect(quote.textContent).toContain('-0.60%');
  });

  it('searches the trimmed keyword, saves it once and shows the clear icon only with text', async () => {
    open();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(input(), '  mtn ');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Dangote Cement')).toBeNull());
    expect(searches().at(-1)!.query.get('keyword')).toBe('mtn');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['mtn']);
    const history = screen.getByRole('region', { name: 'Search history' });
    expect(within(history).getByRole('button', { name: 'mtn' })).toBeTruthy();
  });

  it('never saves an empty keyword and lists everything for it', async () => {
    open();
    await userEvent.type(input(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(localStorage.getItem('searchHistory')).toBeNull();
    expect(await screen.findByText('Dangote Cement')).toBeTruthy();
  });

  it('searches again from a history entry, filling the input', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['dangote']));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'dangote' }));
    expect((input() as HTMLInputElement).value).toBe('dangote');
    await waitFor(() => expect(searches().at(-1)!.query.get('keyword')).toBe('dangote'));
    // The full list shown on open gives way to the keyword's results once they arrive.
    await waitFor(() => expect(screen.queryByText('MTN Nigeria')).toBeNull());
    expect(screen.getByText('Dangote Cement')).toBeTruthy();
  });

  it('lists the history newest first, one entry per keyword whatever its case', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['zen', 'mtn', 'ZEN', 'gtco']));
    open();
    const history = screen.getByRole('region', { name: 'Search history' });
    const shown = within(history)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((name) => name !== '' && name !== null);
    expect(shown).toEqual(['gtco', 'ZEN', 'mtn']);
  });

  it('clears the history and removes the stored key', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['a', 'b']));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByRole('region', { name: 'Search history' })).toBeNull();
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('shows "No data" when nothing matches, and opens a result', async () => {
    const view = open();
    await userEvent.type(input(), 'zzz{Enter}');
    expect(await screen.findByText('No data')).toBeTruthy();
    await userEvent.clear(input());
    await userEvent.type(input(), 'mtn{Enter}');
    await userEvent.click(await screen.findByText('MTN Nigeria'));
    expect(view.location()).toBe('/stock/2');
  });

  it('keeps the keyword in the URL and opens on it, as Back from a result does', async () => {
    const view = open();
    await userEvent.type(input(), ' mtn {Enter}');
    await waitFor(() => expect(view.location()).toBe('/searchStock?q=mtn'));
    view.unmount();

    open('/searchStock?q=mtn');
    expect((input() as HTMLInputElement).value).toBe('mtn');
    expect(await screen.findByText('MTN Nigeria')).toBeTruthy();
    expect(screen.queryByText('Dangote Cement')).toBeNull();
    expect(searches().at(-1)!.query.get('keyword')).toBe('mtn');
  });

  it('goes back to listing everything when the clear icon empties the box, leaving no "No data"', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['zzz']));
    const view = open('/searchStock?q=zzz');
    expect(await screen.findByText('No data')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Dangote Cement')).toBeTruthy();
    expect(screen.queryByText('No data')).toBeNull();
    expect(view.location()).toBe('/searchStock');
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('region', { name: 'Search history' })).toBeTruthy();
  });
});
