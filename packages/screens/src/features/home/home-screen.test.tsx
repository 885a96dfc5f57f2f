import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@trading/contract';
import { describe, expect, it, vi } from 'vitest';
import { indexItem, newsItem, stock } from '../../shared/testing/market-fixtures';
import { createFakeServer, pageOf } from '../../shared/testing/fake-api';
import { renderScreen, tenantConfigOf } from '../../shared/testing/render-screen';
import type { TenantId as TenantName } from '@trading/contract/tenant';
import { HomeScreen } from './home-screen';

const tiles = Array.from({ length: 7 }, (_, i) => ({
  name: `Tile ${i + 1}`,
  icon: `/tile-${i}.svg`,
  link: ['/stockIpo', 'https://example.com/promo', 'blockTrade'][i % 3]!,
}));

const api = createFakeServer({
  stockMainPageIndex: () => ({
    data: [
      indexItem(1, { price: 1234.5, change: 0, up: 0 }),
      indexItem(2, { change: -3.2, up: -1.5 }),
    ],
  }),
  newsMainPage: (request) =>
    pageOf(
      Array.from({ length: 8 }, (_, i) => newsItem(i + 1)),
      request,
    ),
  // Each ranking's rows say which ranking they are (volume keeps the plain SYM symbols).
  stockRank: (request) =>
    pageOf(
      Array.from({ length: 20 }, (_, i) =>
        stock(i + 1, {
          symbol: `${request.input.rankType === 'VOLUME' ? 'SYM' : String(request.input.rankType)}${i + 1}`,
        }),
      ),
      request,
      20,
    ),
  quickAccess: () => ({ data: tiles }),
  imageCarousel: () => ({ data: [{ imageUrl: '/b1.svg', link: '/market' }] }),
});

function open(tenant: TenantName, defaultTheme: 1 | 2 | 3, config: Partial<TenantConfig> = {}) {
  api.route({
    tenantConfig: () => ({ data: tenantConfigOf(tenant, { defaultTheme, ...config }) }),
  });
  return renderScreen(<HomeScreen />, {
    server: api,
    route: '/',
    path: '/',
    tenant,
    loggedIn: false,
  });
}

describe('Home', () => {
  it('is theme 3 when the tenant forces it, even if the config says otherwise', async () => {
    open('ngn', 1);
    expect(await screen.findByRole('list', { name: 'Indices' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  });

  it('shows index cells with 2 decimals, flat at zero change and down below it', async () => {
    const view = open('usd', 3);
    const strip = await screen.findByRole('list', { name: 'Indices' });
    const first = within(strip).getByText('IDX1').closest('a')!;
    expect(within(first).getByText('1,234.50')).toBeTruthy();
    expect(within(first).getByText('0.00%').dataset.trend).toBe('flat');
    expect(within(strip).getByText('-1.50%')).toBeTruthy();
    await userEvent.click(first);
    expect(view.location()).toBe('/stock/1');
  });

  it('lists news with MORE to /newsList and five top-volume stocks with MORE to /market', async () => {
    const view = open('usd', 3);
    const news = await screen.findByRole('region', { name: 'News' });
    expect(await within(news).findByText('Headline 1')).toBeTruthy();
    expect(within(news).getByRole('link', { name: 'More news' }).getAttribute('href')).toBe(
      '/newsList',
    );
    const top = screen.getByRole('region', { name: 'Top volume' });
    await within(top).findByText('SYM1');
    expect(within(top).getAllByTestId('stock-row')).toHaveLength(5);
    expect(within(top).getByRole('link', { name: 'More stocks' }).getAttribute('href')).toBe(
      '/market',
    );
    await userEvent.click(within(news).getByText('Headline 2'));
    expect(view.location()).toBe('/news/2');
  });

  it('follows the runtime theme otherwise: search box, shortcuts, tiles and banners', async () => {
    open('brl', 2);
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const hrefs = within(shortcuts)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Brazil stocks', '/market?tab=1'],
      ['US stocks', '/market?tab=4'],
      ['Funds', '/depositList'],
      ['Account', '/account'],
    ]);
    expect(
      screen.getByRole('link', { name: 'Please enter the stock name' }).getAttribute('href'),
    ).toBe('/searchStock');
    expect(await screen.findByRole('button', { name: 'Banner 1' })).toBeTruthy();
  });

  it('splits more than five tiles into two rows and follows their links', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = open('brl', 1);
    const nav = await screen.findByRole('navigation', { name: 'Quick access' });
    await within(nav).findByText('Tile 1');
    expect(getComputedStyle(within(nav).getByRole('list')).gridTemplateColumns).toBe(
      'repeat(4, minmax(0, 1fr))',
    );
    await userEvent.click(within(nav).getByText('Tile 2'));
    expect(opened).toHaveBeenCalledWith(
      'https://example.com/promo',
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.click(within(nav).getByText('Tile 3'));
    expect(view.location()).toBe('/blockTrade');
    opened.mockRestore();
  });

  it('drops the US shortcut for a tenant without US stocks', async () => {
    open('inr', 2);
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).queryByText('US stocks')).toBeNull();
    expect(within(shortcuts).getByText('India stocks')).toBeTruthy();
  });

  it('shows the market movers, then the latest news, below the banners', async () => {
    open('inr', 2);
    const banner = await screen.findByRole('button', { name: 'Banner 1' });
    const movers = screen.getByRole('region', { name: 'Market movers' });
    const news = screen.getByRole('region', { name: 'News' });
    expect(banner.compareDocumentPosition(movers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(movers.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await within(movers).findByText('SYM1');
    expect(within(movers).getAllByTestId('stock-row')).toHaveLength(5);
    expect(await within(news).findByText('Headline 1')).toBeTruthy();
    expect(within(news).getByRole('link', { name: 'More news' }).getAttribute('href')).toBe(
      '/newsList',
    );
  });

  it("switches the movers between the /market rankings of the config's market", async () => {
    const view = open('brl', 1, { defaultMarket: 'US' });
    const movers = await screen.findByRole('region', { name: 'Market movers' });
    const tabs = within(movers)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Top volume', 'Rising', 'Falling']);
    const more = within(movers).getByRole('link', { name: 'More stocks' });
    expect(more.getAttribute('href')).toBe('/market?tab=1');
    await userEvent.click(within(movers).getByRole('tab', { name: 'Falling' }));
    await within(movers).findByText('LOOSER1');
    expect(within(movers).getAllByTestId('stock-row')).toHaveLength(5);
    expect(more.getAttribute('href')).toBe('/market?tab=3');
    await userEvent.click(within(movers).getByRole('tab', { name: 'Rising' }));
    await within(movers).findByText('GAINERS1');
    const asked = api.requests.filter((request) => request.path === '/stock/rank');
    expect(asked.at(-1)?.body).toMatchObject({ market: 'US', rankType: 'GAINERS', pageSize: 5 });
    await userEvent.click(more);
    expect(view.location()).toBe('/market?tab=2');
  });
});
