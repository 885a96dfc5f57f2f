import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsItem } from '../../shared/testing/market-fixtures';
import { createFakeServer, pageOf } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { NewsListScreen } from './news-list-screen';

const HOUR = 3_600_000;

function open(language?: 'pt') {
  const api = createFakeServer({
    newsPage: (request) =>
      pageOf(
        [
          newsItem(1, { title: 'Fresh', pubDate: Date.now() - 2 * HOUR - 60_000 }),
          newsItem(2, { title: 'Old', pubDate: Date.UTC(2024, 5, 1, 12, 0) }),
        ],
        request,
      ),
  });
  return renderScreen(<NewsListScreen />, {
    server: api,
    route: '/newsList',
    path: '/newsList',
    loggedIn: false,
    ...(language ? { language } : {}),
  });
}

const publishedOf = async (title: string) =>
  (await screen.findByText(title)).closest('a')!.querySelector('time')!;

describe('News list', () => {
  it('says how long ago a recent item was published, the full date in its title', async () => {
    open();
    const time = await publishedOf('Fresh');
    expect(time.textContent).toBe('2 hours ago');
    expect(time.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('dates an item older than a week', async () => {
    open();
    expect((await publishedOf('Old')).textContent).toMatch(/^2024-06-01 /);
  });

  it('writes the time ago in the reader language', async () => {
    open('pt');
    expect((await publishedOf('Fresh')).textContent).toBe('há 2 horas');
  });
});
