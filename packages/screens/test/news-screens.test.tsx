import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../src/shared/market-testing/fixtures';
import { pageOf, startLocalApi, type LocalApi } from '../src/shared/market-testing/local-api';
import { renderScreen } from '../src/shared/market-testing/render-screen';
import { NewsListScreen } from '../src/features/news-list/news-list-screen';
import { NewsDetailScreen } from '../src/features/news-detail/news-detail-screen';

let api: LocalApi;
const pubDate = new Date(2024, 5, 1, 15, 4, 5).getTime();

beforeAll(async () => {
  api = await startLocalApi({
    'POST /news/pageNews': (request) =>
      pageOf(
        Array.from({ length: 12 }, (_, i) => newsItem(i + 1)),
        request,
      ),
    'GET /news/3': () => ({
      data: { ...newsItem(3, { pubDate }), content: '<p>Shares <strong>rose</strong>.</p>' },
    }),
    'GET /news/4': () => ({ code: 50000, msg: 'Internal error' }),
    'GET /news/999999': () => ({ code: 10002, msg: 'Not found' }),
  });
});
afterAll(() => api.close());

describe('News', () => {
  it('lists news with a back arrow and opens an item', async () => {
    const view = renderScreen(<NewsListScreen />, {
      baseUrl: api.baseUrl,
      path: '/newsList',
      url: '/newsList',
    });
    expect(screen.getByRole('heading', { name: 'News' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await userEvent.click(await screen.findByText('Headline 3'));
    expect(view.location()).toBe('/news/3');
  });

  it('shows title, date, source, image and the HTML content', async () => {
    const { container } = renderScreen(<NewsDetailScreen />, {
      baseUrl: api.baseUrl,
      path: '/news/:id',
      url: '/news/3',
    });
    expect(await screen.findByRole('heading', { name: 'Headline 3' })).toBeTruthy();
    expect(screen.getByText('2024-06-01 15:04:05')).toBeTruthy();
    expect(screen.getByText('Desk')).toBeTruthy();
    expect(container.querySelector('img[src="/news-3.png"]')).toBeTruthy();
    expect(screen.getByText('rose').tagName).toBe('STRONG');
  });

  it('offers Retry when the item fails to load', async () => {
    renderScreen(<NewsDetailScreen />, { baseUrl: api.baseUrl, path: '/news/:id', url: '/news/4' });
    expect(await screen.findByText('Load failed, please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says a missing item does not exist, with no Retry that cannot help', async () => {
    renderScreen(<NewsDetailScreen />, {
      baseUrl: api.baseUrl,
      path: '/news/:id',
      url: '/news/999999',
    });
    expect(
      await screen.findByText('This article does not exist or is no longer available.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'News detail' })).toBeTruthy();
  });
});
