import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsItem, stock } from '../src/shared/testing/market-fixtures';
import { createFakeServer, fail, pageOf } from '../src/shared/testing/fake-api';
import { renderScreen } from '../src/shared/testing/render-screen';
import { NewsListScreen } from '../src/features/news-list/news-list-screen';
import { NewsDetailScreen } from '../src/features/news-detail/news-detail-screen';

const pubDate = new Date(2024, 5, 1, 15, 4, 5).getTime();

const api = createFakeServer({
  newsPage: (request) =>
    pageOf(
      Array.from({ length: 12 }, (_, i) => newsItem(i + 1)),
      request,
    ),
  newsDetail: ({ params }) =>
    params.id === '3'
      ? {
          data: {
            ...newsItem(3, { pubDate }),
            content: '<p>Shares <strong>rose</strong>.</p>',
            stocks: [stock(5, { name: 'Guaranty Trust', price: 85.5 }), stock(6)],
          },
        }
      : params.id === '5'
        ? { data: { ...newsItem(5), content: '<p>Markets at large.</p>', stocks: [] } }
        : params.id === '4'
          ? fail(50000, 'Internal error')
          : fail(10002, 'Not found'),
});

describe('News', () => {
  it('lists news with a back arrow and opens an item', async () => {
    const view = renderScreen(<NewsListScreen />, {
      server: api,
      route: '/newsList',
      path: '/newsList',
      loggedIn: false,
    });
    expect(screen.getByRole('heading', { name: 'News' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await userEvent.click(await screen.findByText('Headline 3'));
    expect(view.location()).toBe('/news/3');
  });

  it('shows title, date, source, image and the HTML content', async () => {
    const { container } = renderScreen(<NewsDetailScreen />, {
      server: api,
      route: '/news/:id',
      path: '/news/3',
      loggedIn: false,
    });
    expect(await screen.findByRole('heading', { name: 'Headline 3' })).toBeTruthy();
    expect(screen.getByText('2024-06-01 15:04:05')).toBeTruthy();
    expect(screen.getByText('Desk')).toBeTruthy();
    expect(container.querySelector('img[src="/news-3.png"]')).toBeTruthy();
    expect(screen.getByText('rose').tagName).toBe('STRONG');
  });

  it('lists the stocks the article is about with their price, each opening its page', async () => {
    const view = renderScreen(<NewsDetailScreen />, {
      server: api,
      route: '/news/:id',
      path: '/news/3',
      loggedIn: false,
    });
    const linked = within(await screen.findByRole('region', { name: 'In this article' }));
    const rows = linked.getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Guaranty Trust')).toBeTruthy();
    expect(within(rows[0]!).getByText('85.50')).toBeTruthy();
    await userEvent.click(rows[0]!);
    expect(view.location()).toBe('/stock/5');
  });

  it('shows no stock section for an article about the market at large', async () => {
    renderScreen(<NewsDetailScreen />, {
      server: api,
      route: '/news/:id',
      path: '/news/5',
      loggedIn: false,
    });
    await screen.findByRole('heading', { name: 'Headline 5' });
    expect(screen.queryByRole('region', { name: 'In this article' })).toBeNull();
  });

  it('offers Retry when the item fails to load', async () => {
    renderScreen(<NewsDetailScreen />, {
      server: api,
      route: '/news/:id',
      path: '/news/4',
      loggedIn: false,
    });
    expect(await screen.findByText('Load failed, please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says a missing item does not exist, with no Retry that cannot help', async () => {
    renderScreen(<NewsDetailScreen />, {
      server: api,
      route: '/news/:id',
      path: '/news/999999',
      loggedIn: false,
    });
    expect(
      await screen.findByText('This article does not exist or is no longer available.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'News detail' })).toBeTruthy();
  });
});
