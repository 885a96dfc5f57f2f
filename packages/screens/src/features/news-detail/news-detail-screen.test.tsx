import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsItem, stock } from '../../shared/testing/market-fixtures';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { NewsDetailScreen } from './news-detail-screen';

function open(stocks: ReturnType<typeof stock>[]) {
  return renderScreen(<NewsDetailScreen />, {
    route: '/news/:id',
    path: '/news/3',
    loggedIn: false,
    api: {
      newsDetail: () =>
        ok({ ...newsItem(3, { title: 'Banks lead' }), content: '<p>Up.</p>', stocks }),
    },
  });
}

describe('News detail', () => {
  it('lists the stocks the article is about with their price, each opening its page', async () => {
    const view = open([stock(5, { name: 'Guaranty Trust', price: 85.5 }), stock(6)]);
    const linked = within(await screen.findByRole('region', { name: 'In this article' }));
    const rows = linked.getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Guaranty Trust')).toBeTruthy();
    expect(within(rows[0]!).getByText('85.50')).toBeTruthy();
    await userEvent.click(rows[0]!);
    expect(view.location()).toBe('/stock/5');
  });

  it('shows no stock section for an article about the market at large', async () => {
    open([]);
    await screen.findByRole('heading', { name: 'Banks lead' });
    expect(screen.queryByRole('region', { name: 'In this article' })).toBeNull();
  });
});
