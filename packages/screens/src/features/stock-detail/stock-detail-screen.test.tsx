import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketStatus } from '@trading/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StockDetailScreen } from './stock-detail-screen';
import { fail, ok } from '../../shared/testing/fake-api';
import { DANGCEM } from '../../shared/testing/market-fixtures';
import { orderOf, renderStockDetail } from './testing/render-stock-detail';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const footerButtons = async () => {
  await screen.findByText('Dangote Cement', { selector: 'h1' });
  return screen.getAllByRole('button').map((b) => b.textContent);
};

describe('stock detail screen', () => {
  it.each(['/stock', '/stock/abc', '/stock/0'])('sends %s to the site root', async (path) => {
    renderStockDetail(<StockDetailScreen />, { path });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/');
  });

  it('shows name, price with the currency sign, change, percent and high/open/low/previous close', async () => {
    renderStockDetail(<StockDetailScreen />);
    expect((await screen.findByTestId('stock-price')).textContent).toBe('₦100.00');
    expect(screen.getByText('+2.00')).toBeTruthy();
    expect(screen.getByText('+2.04%')).toBeTruthy();
    expect(screen.getByText('High').nextSibling?.textContent).toBe('101.00');
    expect(screen.getByText('Low').nextSibling?.textContent).toBe('97.00');
    // The quote's close is the previous session's: named so, never the bare "Close".
    expect(screen.getByText('Prev. close').nextSibling?.textContent).toBe('98.00');
    expect(screen.queryByText('Close')).toBeNull();
  });

  it('says its market is the 24 h demo market by default', async () => {
    renderStockDetail(<StockDetailScreen />);
    const label = await screen.findByTestId('market-state');
    expect(label.textContent).toBe('Open 24 h (demo market)');
  });

  it('says until when its market is open, and reads the state again at the close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const closes = Date.now() + 10_000;
    const open: MarketStatus = {
      market: 'NSENG',
      state: 'OPEN',
      until: closes,
      opensAt: null,
      holiday: false,
    };
    const closed: MarketStatus = {
      ...open,
      state: 'CLOSED',
      until: closes + 3_600_000,
      opensAt: closes + 7_200_000,
    };
    let reads = 0;
    renderStockDetail(<StockDetailScreen />, {
      api: { marketStatus: () => ok([(reads += 1) === 1 ? open : closed]) },
    });
    expect((await screen.findByTestId('market-state')).textContent).toMatch(/^Open · closes /);
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    await waitFor(() => expect(screen.getByTestId('market-state').dataset.state).toBe('CLOSED'));
    expect(screen.getByTestId('market-state').textContent).toMatch(/^Closed · opens /);
    expect(reads).toBe(2);
  });

  it('moves the price with live ticks, and labels it "Not live" when the feed drops', async () => {
    const { feed } = renderStockDetail(<StockDetailScreen />);
    await screen.findByTestId('stock-price');
    await waitFor(() => expect(screen.queryByText('Not live')).toBeNull());
    act(() =>
      feed.tick(
        { symbol: 'DANGCEM', exchange: 'NSENG' },
        { price: 103.5, priceChange: 5.5, percentChange: 5.61 },
      ),
    );
    await waitFor(() => expect(screen.getByTestId('stock-price').textContent).toBe('₦103.50'));
    expect(screen.getByText('High').nextSibling?.textContent).toBe('103.50');
    // A tick inside the day's range is written in place; the extremes stay as seen.
    act(() =>
      feed.tick(
        { symbol: 'DANGCEM', exchange: 'NSENG' },
        { price: 99.5, priceChange: 1.5, percentChange: -1.53 },
      ),
    );
    await waitFor(() => expect(screen.getByTestId('stock-price').textContent).toBe('₦99.50'));
    expect(screen.getByText('+1.50')).toBeTruthy();
    expect(screen.getByText('-1.53%').dataset.trend).toBe('down');
    expect(screen.getByText('High').nextSibling?.textContent).toBe('103.50');
    expect(screen.getByText('Low').nextSibling?.textContent).toBe('97.00');
    act(() => feed.drop());
    expect(await screen.findByText('Not live')).toBeTruthy();
  });

  it('shows only Buy while nothing is held, Buy and Sell once some is available', async () => {
    renderStockDetail(<StockDetailScreen />);
    await waitFor(async () => expect(await footerButtons()).toContain('Buy'));
    expect(await footerButtons()).not.toContain('Sell');
    cleanup();
    renderStockDetail(<StockDetailScreen />, {
      api: {
        balanceAndPosition: () => ok({ balance: '1', balanceUSD: '0', availableAmount: 30 }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Sell' })).toBeTruthy();
  });

  it('shows no trade buttons for an index, and says why', async () => {
    renderStockDetail(<StockDetailScreen />, { stock: { isIndex: true, tradeState: 'INDEX' } });
    await screen.findByTestId('stock-price');
    expect(
      await screen.findByText('An index measures the market; it cannot be bought or sold.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it.each([
    ['NOT_LISTED', 'Not Yet Listed: orders open once it lists.'],
    ['MARKET_CLOSED', 'The market is closed: orders open when it reopens.'],
    ['OTHER_MARKET', 'This stock cannot be traded in this app.'],
  ] as const)(
    'turns Buy and Sell off when the server would refuse (%s), saying why',
    async (state, why) => {
      renderStockDetail(<StockDetailScreen />, {
        stock: { tradeState: state },
        api: {
          balanceAndPosition: () => ok({ balance: '10000', balanceUSD: '0', availableAmount: 30 }),
        },
      });
      const buy = await screen.findByRole('button', { name: 'Buy' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sell' })).toBeTruthy());
      for (const button of [buy, screen.getByRole('button', { name: 'Sell' })]) {
        expect((button as HTMLButtonElement).disabled).toBe(true);
        const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
        expect(reason?.textContent).toBe(why);
      }
    },
  );

  it('turns Buy on by itself when the market opens (the stock is read again)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const opens = Date.now() + 10_000;
    const closed: MarketStatus = {
      market: 'NSENG',
      state: 'PRE_OPEN',
      until: opens,
      opensAt: opens,
      holiday: false,
    };
    const open: MarketStatus = {
      ...closed,
      state: 'OPEN',
      until: opens + 3_600_000,
      opensAt: null,
    };
    let statusReads = 0;
    let stockReads = 0;
    renderStockDetail(<StockDetailScreen />, {
      api: {
        marketStatus: () => ok([(statusReads += 1) === 1 ? closed : open]),
        stockDetail: () =>
          ok({ ...DANGCEM, tradeState: (stockReads += 1) === 1 ? 'MARKET_CLOSED' : 'OPEN' }),
      },
    });
    const buy = (await screen.findByRole('button', { name: 'Buy' })) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(stockReads).toBe(2);
  });

  it('shows the cash available and a cost with the fee the server books', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, {
      stock: { price: 645.11 },
      api: {
        balanceAndPosition: () => ok({ balance: '10000', balanceUSD: '0', availableAmount: 0 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    expect(sheet.getByLabelText('Available').textContent).toBe('₦10,000.00');
    expect(sheet.getByLabelText('Estimated amount').textContent).toBe('₦6,451.10');
    expect(sheet.getByLabelText('Fee').textContent).toBe('₦6.46');
    expect(sheet.getByLabelText('Total to pay').textContent).toBe('₦6,457.56');
    expect(sheet.getByLabelText('Balance after').textContent).toBe('₦3,542.44');
    // 10,000 pays for 10 shares, not 20: only the 10 shortcut, and the stepper stops there.
    expect(sheet.getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual([
      '10',
    ]);
    expect((sheet.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(sheet.getByRole('spinbutton').getAttribute('inputmode')).toBe('numeric');
  });

  it('says why Buy is off when the cash does not cover the minimum', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, {
      api: {
        balanceAndPosition: () => ok({ balance: '500', balanceUSD: '0', availableAmount: 0 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    const submit = sheet.getAllByRole('button', { name: 'Buy' }).at(-1) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not enough cash: 10 shares cost ₦1,001.00 with the fee and you have ₦500.00.',
    );
  });

  it('offers a sale of no more than is held (holding 20: 10 and 20, no 50 or 100)', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: {
        balanceAndPosition: () => ok({ balance: '0', balanceUSD: '0', availableAmount: 20 }),
        sell: () => ok(orderOf('SELL', 20)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sell' }));
    const sheet = within(await screen.findByRole('dialog'));
    expect(sheet.getByLabelText('Shares you hold').textContent).toBe('20');
    expect(sheet.getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual([
      '10',
      '20',
    ]);
    await user.click(sheet.getByRole('button', { name: '20' }));
    expect((sheet.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(sheet.getByLabelText('You receive').textContent).toBe('₦1,998.00');
    await user.click(sheet.getAllByRole('button', { name: 'Sell' }).at(-1)!);
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(server.sent('sell')).toHaveLength(1));
    expect(server.sent('sell')[0]?.body).toMatchObject({ amount: 20 });
  });

  it('gives visitors a Login button to /LoginUp and never asks for their balance', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/LoginUp');
    expect(server.sent('balanceAndPosition')).toHaveLength(0);
  });

  it('treats a failed balance call as logged out, silently', async () => {
    renderStockDetail(<StockDetailScreen />, {
      api: { balanceAndPosition: () => fail(11011, 'expired') },
    });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('sends a visitor tapping the star to /LoginUp', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Favorite' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/LoginUp');
  });

  it('fills the star only after the server confirmed the favourite', async () => {
    const user = userEvent.setup();
    let confirm: (() => void) | undefined;
    renderStockDetail(<StockDetailScreen />, {
      api: {
        favoriteAdd: () =>
          new Promise((resolve) => {
            confirm = () => resolve(ok(null));
          }),
      },
    });
    const star = await screen.findByRole('button', { name: 'Favorite' });
    await user.click(star);
    await waitFor(() => expect(confirm).toBeDefined());
    expect(star.getAttribute('aria-pressed')).toBe('false');
    act(() => confirm?.());
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
  });

  it('buys with stepper and shortcuts, once per double tap, then goes to /position after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: { buy: () => ok(orderOf('BUY', 1)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = await screen.findByRole('dialog');
    const sheetScope = within(sheet);
    expect(sheetScope.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('10');
    expect(sheetScope.getByLabelText('Estimated amount').textContent).toBe('₦1,000.00');
    expect(sheetScope.getByText('The final price of the market order may fluctuate')).toBeTruthy();
    await user.click(sheetScope.getByRole('button', { name: 'Increase' }));
    expect(sheetScope.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('20');
    await user.click(sheetScope.getByRole('button', { name: '50' }));
    expect(sheetScope.getByLabelText('Estimated amount').textContent).toBe('₦5,000.00');

    await user.click(sheetScope.getAllByRole('button', { name: 'Buy' }).at(-1)!);
    await user.dblClick(sheetScope.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Buy Success!')).toBeTruthy();
    expect(server.sent('buy')).toHaveLength(1);
    expect(server.sent('buy')[0]?.body).toEqual({
      id: 7,
      amount: 50,
      price: '100',
    });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/position');
  });

  it('places a stop-limit order good until cancelled, showing both prices and the term before it goes', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: {
        orderPlace: (call) => {
          const body = call.body as { limitPrice: string; stopPrice: string };
          return ok({
            id: 5,
            stockId: 7,
            stockName: 'Dangote Cement',
            stockExchange: 'NSENG',
            stockSymbol: 'DANGCEM',
            type: 'STOP_LIMIT',
            side: 'BUY',
            quantity: 10,
            limitPrice: body.limitPrice,
            stopPrice: body.stopPrice,
            timeInForce: 'GTC',
            status: 'PENDING',
            reason: null,
            heldAmount: '1052.00',
            filledPrice: null,
            fee: null,
            filledOrderId: null,
            currencyType: 'NGN',
            createdTime: 1,
            expiresTime: 2,
            updatedTime: 1,
          });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(sheet.getByRole('button', { name: 'Stop limit' }));
    const limit = sheet.getByLabelText('Limit price');
    await user.clear(limit);
    await user.type(limit, '105');
    await user.clear(sheet.getByLabelText('Stop price'));
    expect(
      (sheet.getAllByRole('button', { name: 'Buy' }).at(-1) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.type(sheet.getByLabelText('Stop price'), '104.5');
    // Day is the default, as at most brokers.
    expect(sheet.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(sheet.getByRole('button', { name: 'Until cancelled' }));
    await user.click(sheet.getAllByRole('button', { name: 'Buy' }).at(-1)!);

    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/₦105\.00 once the price reaches ₦104\.50/)).toBeTruthy();
    expect(confirm.getByText(/until it fills or you cancel it, at most 90 days/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(server.sent('orderPlace')[0]?.body).toEqual({
      type: 'STOP_LIMIT',
      side: 'BUY',
      stockId: 7,
      quantity: 10,
      timeInForce: 'GTC',
      limitPrice: '105.00',
      stopPrice: '104.50',
    });
  });

  it('reviews a stop buy already through the market with what the server holds, and warns', async () => {
    // Issue 48: stop ₦25.00 with the price at ₦30.72; the server holds ₦322.93 and fills now.
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, { stock: { price: 30.72 } });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(sheet.getByRole('button', { name: 'Stop' }));
    const stop = sheet.getByLabelText('Stop price');
    await user.clear(stop);
    await user.type(stop, '25');
    await user.click(sheet.getAllByRole('button', { name: 'Buy' }).at(-1)!);
    const review = within(await screen.findByRole('alertdialog'));
    expect(
      review.getByText(
        'The stop price is already passed: this order will fill now at about ₦30.72.',
      ),
    ).toBeTruthy();
    expect(review.getByText(/Up to ₦322\.93 with the fee is set aside/)).toBeTruthy();
    await user.click(review.getByRole('button', { name: 'Cancel' }));

    // A limit buy holds its limit and fee, with no warning.
    await user.click(sheet.getByRole('button', { name: 'Limit' }));
    const limit = sheet.getByLabelText('Limit price');
    await user.clear(limit);
    await user.type(limit, '29');
    await user.click(sheet.getAllByRole('button', { name: 'Buy' }).at(-1)!);
    const limitReview = within(await screen.findByRole('alertdialog'));
    expect(limitReview.getByText(/Up to ₦290\.29 with the fee is set aside/)).toBeTruthy();
    expect(limitReview.queryByText(/already passed/)).toBeNull();
  });

  it("shows the server's message when a sell fails", async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, {
      api: {
        balanceAndPosition: () => ok({ balance: '1', balanceUSD: '0', availableAmount: 10 }),
        sell: () => fail(20002, 'The market is closed'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sell' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(sheet.getAllByRole('button', { name: 'Sell' }).at(-1)!);
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The market is closed')).toBeTruthy();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
