import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { indexItem, stock } from '../../shared/testing/market-fixtures';
import { createFakeServer, pageOf } from '../../shared/testing/fake-api';
import { renderScreen, tenantConfigOf } from '../../shared/testing/render-screen';
import type { TenantId as TenantName } from '@trading/contract/tenant';
import { MarketScreen } from './market-screen';

const ranked = Array.from({ length: 3 }, (_, i) => stock(i + 1));

const api = createFakeServer({
  tenantConfig: () => ({ data: tenantConfigOf('ngn') }),
  stockIndex: () => ({ data: [indexItem(90)] }),
  stockRank: (request) => pageOf(ranked, request, 20),
});

function open(url: string, tenant: TenantName = 'ngn') {
  api.route({ tenantConfig: () => ({ data: tenantConfigOf(tenant) }) });
  return renderScreen(<MarketScreen />, {
    server: api,
    route: '/market',
    path: url,
    tenant,
    loggedIn: false,
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const lastRank = () => api.requests.filter((r) => r.path === '/stock/rank').at(-1)!.input;

describe('Market screen', () => {
  it('shows every tab for a tenant with indices and US stocks, titled by its market', async () => {
    open('/market');
    expect(tabNames()).toEqual(['Index', 'Nigeria', 'Rising', 'Falling', 'US']);
    expect(screen.getByRole('tab', { name: 'Index' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('IDX90')).toBeTruthy();
  });

  it('hides Index on BRL and falls back from tab 0 to the first visible tab', async () => {
    open('/market?tab=0', 'brl');
    expect(tabNames()).toEqual(['Brazil', 'Rising', 'Falling', 'US']);
    expect(screen.getByRole('tab', { name: 'Brazil' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('SYM1');
    expect(lastRank()).toMatchObject({ market: 'BMFBOVESPA', rankType: 'VOLUME' });
  });

  it('hides US without usMarketShow', () => {
    open('/market', 'inr');
    expect(tabNames()).toEqual(['Index', 'India', 'Rising', 'Falling']);
  });

  it('opens the tab of ?tab= and puts the tab in the URL on a switch', async () => {
    const view = open('/market?tab=3');
    expect(screen.getByRole('tab', { name: 'Falling' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('SYM1');
    expect(lastRank()).toMatchObject({ market: 'NSENG', rankType: 'LOOSER' });
    // Each tab is also a plain link to its address, for a page whose JavaScript has not run.
    expect(screen.getByRole('tab', { name: 'Rising' }).getAttribute('href')).toBe('/market?tab=2');
    await userEvent.click(screen.getByRole('tab', { name: 'Rising' }));
    expect(view.location()).toBe('/market?tab=2');
    await waitFor(() => expect(lastRank()).toMatchObject({ rankType: 'GAINERS' }));
  });

  it('cycles the price sort ascending, descending, none, reloading the list each time', async () => {
    const earlier = api.requests.length;
    open('/market?tab=1');
    await screen.findByText('SYM1');
    const price = () => screen.getByRole('button', { name: /^Price · Chg,/ });
    await userEvent.click(price());
    await waitFor(() => expect(lastRank()).toMatchObject({ sortType: 'CHANGE', direction: 'ASC' }));
    expect(price().getAttribute('aria-label')).toBe('Price · Chg, sorted ascending');
    await userEvent.click(price());
    await waitFor(() =>
      expect(lastRank()).toMatchObject({ sortType: 'CHANGE', direction: 'DESC' }),
    );
    await userEvent.click(price());
    await waitFor(() => expect(lastRank().sortType).toBeUndefined());
    expect(price().getAttribute('aria-label')).toBe('Price · Chg, not sorted');
    // Back in the order it opened in, seconds later: asked again, not the opening answer reused.
    const unsorted = api.requests
      .slice(earlier)
      .filter((r) => r.path === '/stock/rank' && !r.input.sortType);
    expect(unsorted).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^1-day change,/ }));
    await waitFor(() =>
      expect(lastRank()).toMatchObject({ sortType: 'CHANGE_PERCENT', direction: 'ASC' }),
    );
  });

  it('marks a ranking and the indices not live while the device is offline (its rows are the kept answer)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      open('/market?tab=1');
      await screen.findByText('SYM2');
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Not live');
      // The indices too.
      await userEvent.click(screen.getByRole('tab', { name: 'Index' }));
      await screen.findByText('IDX90');
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Not live');
    } finally {
      onLine.mockRestore();
    }
  });

  it('moves a row price with the live feed and opens the stock on a tap', async () => {
    const view = open('/market?tab=1');
    const row = (await screen.findByText('SYM2')).closest('a')!;
    expect(within(row).getByText('12.00')).toBeTruthy();
    await waitFor(() =>
      expect(view.feed.subscribed()).toContainEqual({ symbol: 'SYM2', exchange: 'NSENG' }),
    );
    view.feed.tick({
      symbol: 'SYM2',
      exchange: 'NSENG',
      price: 13.5,
      priceChange: -1.25,
      percentChange: -8.47,
    });
    expect(await within(row).findByText('13.50')).toBeTruthy();
    expect(within(row).getByText('-8.47%')).toBeTruthy();
    await userEvent.click(row);
    expect(view.location()).toBe('/stock/2');
  });
});

describe('Market screen: whether the market trades now', () => {
  const status = (market: 'NSENG' | 'US', state: 'OPEN' | 'CLOSED') => ({
    market,
    state,
    until: Date.now() + 3_600_000,
    opensAt: state === 'CLOSED' ? Date.parse('2030-01-01T09:00:00Z') : null,
    holiday: false,
  });

  it('says under the header whether the tab’s market is open, the US tab for US', async () => {
    api.route({
      marketStatus: () => ({ data: [status('NSENG', 'CLOSED'), status('US', 'OPEN')] }),
    });
    open('/market?tab=1');
    const label = await screen.findByTestId('market-state');
    expect(label.dataset.state).toBe('CLOSED');
    expect(label.textContent).toBe('Closed · opens Tue, 10:00 GMT+1');
    await userEvent.click(screen.getByRole('tab', { name: 'US' }));
    await waitFor(() => expect(screen.getByTestId('market-state').dataset.state).toBe('OPEN'));
    expect(screen.getByTestId('market-state').textContent).toMatch(/^Open · closes /);
  });
});
