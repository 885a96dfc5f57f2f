import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { OrderRecordsScreen } from './order-records-screen';
import type { OrderRecord } from '@trading/contract';
import { DANGCEM, workingOrder } from '../../shared/testing/market-fixtures';

const record: OrderRecord = {
  id: 1,
  stockId: 7,
  side: 'BUY',
  type: 'LIMIT',
  stockName: 'Apple Inc.',
  stockExchange: 'US',
  stockSymbol: 'AAPL',
  createdTime: new Date(2024, 2, 9, 16, 5, 7).getTime(),
  price: '218.50',
  currentPrice: '230.1',
  amount: 50,
  fee: '10.93',
  currencyType: 'USD',
};

describe('order records', () => {
  it('shows buy orders with how they were placed and what they cost in all, then sell orders', async () => {
    renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([record]),
        sellRecords: () =>
          page([
            {
              ...record,
              id: 2,
              side: 'SELL',
              type: 'MARKET',
              stockName: 'Zenith Bank',
              stockExchange: 'NSENG',
              stockSymbol: 'ZENITHBANK',
              currencyType: 'NGN',
              price: '45',
              fee: '0.5',
            },
          ]),
      },
    });
    const bought = within(
      (await screen.findByText('Apple Inc.')).closest('article') as HTMLElement,
    );
    expect(bought.getByText('Limit · US · AAPL')).toBeTruthy();
    expect(bought.getByText('$218.50')).toBeTruthy();
    expect(bought.getByText('$230.10')).toBeTruthy();
    expect(bought.getByText('50')).toBeTruthy();
    expect(bought.getByText('$10.93')).toBeTruthy();
    expect(bought.getByText('2024-03-09 16:05:07')).toBeTruthy();
    // 218.50 × 50 + 10.93 fee.
    expect(bought.getByText('Total paid').nextSibling?.textContent).toBe('$10,935.93');

    await userEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    const sold = within((await screen.findByText('Zenith Bank')).closest('article') as HTMLElement);
    expect(sold.getByText('Market · NSENG · ZENITHBANK')).toBeTruthy();
    expect(sold.getByText('₦45.00')).toBeTruthy();
    // 45 × 50 less the 0.50 fee.
    expect(sold.getByText('Total received').nextSibling?.textContent).toBe('₦2,249.50');
    expect(screen.queryByText('Apple Inc.')).toBeNull();
  });

  it('lists ended limit and stop orders with their status, each opening its detail', async () => {
    renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([]),
        orderHistory: () =>
          page([
            workingOrder(7, {
              stockName: 'Apple Inc.',
              stockExchange: 'US',
              stockSymbol: 'AAPL',
              side: 'SELL',
              quantity: 5,
              limitPrice: '250.00',
              timeInForce: 'DAY',
              status: 'EXPIRED',
              reason: 'DAY_CLOSE',
              heldAmount: '0',
              currencyType: 'USD',
            }),
          ]),
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    const card = within((await screen.findByText('Sell 5 · Apple Inc.')).closest('article')!);
    expect(card.getByText('Limit · US · AAPL')).toBeTruthy();
    expect(card.getByText('Expired')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Details: Apple Inc.' }).getAttribute('href')).toBe(
      '/orderDetail/7',
    );
  });
});

const working = workingOrder(5);

describe('changing the price of an open order (issue 48)', () => {
  it('confirms with "Change price", never "Place order", and Keep order backs out unchanged', async () => {
    const user = userEvent.setup();
    const { server } = renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([]),
        orderOpen: () => ok({ records: [working], pageNum: 1, pageSize: 100, total: 1 }),
        orderModify: () => ok({ ...working, limitPrice: '90.00' }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Change price' }));
    const field = screen.getByRole('textbox', { name: 'Limit price' });
    await user.clear(field);
    await user.type(field, '90');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('textbox', { name: 'Limit price' })).toBeNull();
    expect(server.sent('orderModify')).toHaveLength(0);
    // Opened again, the editor starts from the order's own price, not the abandoned 90.
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const again = screen.getByRole('textbox', { name: 'Limit price' }) as HTMLInputElement;
    expect(again.value).toBe('95.00');

    await user.clear(again);
    await user.type(again, '90');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    expect(await screen.findByText('Order changed')).toBeTruthy();
    expect(server.sent('orderModify')[0]?.body).toMatchObject({ id: 5, limitPrice: '90.00' });
  });

  it('warns of a new price far from the market (tenant data, 10 %) and changes it only if told "Change anyway"', async () => {
    const user = userEvent.setup();
    const { server } = renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([]),
        orderOpen: () => ok({ records: [working], pageNum: 1, pageSize: 100, total: 1 }),
        // The price now is ₦100.00.
        stockDetail: () => ok(DANGCEM),
        orderModify: () => ok({ ...working, limitPrice: '120.00' }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Change price' }));
    const field = screen.getByRole('textbox', { name: 'Limit price' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Limit price ₦120.00 is 20% above the price now (₦100.00). Check it before you place the order.',
      ),
    ).toBeTruthy();

    // Backing out returns to the price typed, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Back to the price' }));
    expect(server.sent('orderModify')).toHaveLength(0);
    expect(field.value).toBe('120');

    await user.click(screen.getByRole('button', { name: 'Change price' }));
    await user.click(await screen.findByRole('button', { name: 'Change anyway' }));
    expect(await screen.findByText('Order changed')).toBeTruthy();
    expect(server.sent('orderModify')[0]?.body).toMatchObject({ id: 5, limitPrice: '120.00' });
  });

  it('changes a price near the market at once, with no warning', async () => {
    const user = userEvent.setup();
    const { server } = renderScreen(<OrderRecordsScreen />, {
      path: '/orderRecords',
      api: {
        buyRecords: () => page([]),
        orderOpen: () => ok({ records: [working], pageNum: 1, pageSize: 100, total: 1 }),
        stockDetail: () => ok(DANGCEM),
        orderModify: () => ok({ ...working, limitPrice: '98.00' }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Change price' }));
    const field = screen.getByRole('textbox', { name: 'Limit price' });
    await user.clear(field);
    await user.type(field, '98');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    expect(await screen.findByText('Order changed')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.sent('orderModify')[0]?.body).toMatchObject({ id: 5, limitPrice: '98.00' });
  });
});
