import { workingOrder } from '../../shared/testing/market-fixtures';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StockDetailScreen } from './stock-detail-screen';
import { ok } from '../../shared/testing/fake-api';
import { orderOf, renderStockDetail } from './testing/render-stock-detail';

afterEach(cleanup);

const holding =
  (availableAmount: number, balance = '10000') =>
  () =>
    ok({ balance, balanceUSD: '0', availableAmount });

const submitOf = (sheet: ReturnType<typeof within>, name: 'Buy' | 'Sell') =>
  sheet.getAllByRole('button', { name }).at(-1) as HTMLButtonElement;

const WORKING = workingOrder(5);

describe('market order review', () => {
  it('shows the quantity, the price now and the estimate before a market buy goes; Back sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: { balanceAndPosition: holding(0), buy: () => ok(orderOf('BUY', 20)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(sheet.getByRole('button', { name: '20' }));
    await user.click(submitOf(sheet, 'Buy'));

    const review = within(await screen.findByRole('group', { name: 'Review' }));
    expect(review.getByLabelText('Quantity').textContent).toBe('20');
    expect(review.getByLabelText('Price').textContent).toBe('₦100.00');
    expect(review.getByLabelText('Estimated amount').textContent).toBe('₦2,000.00');
    expect(review.getByLabelText('Total to pay').textContent).toBe('₦2,002.00');
    expect(review.getByText('The final price of the market order may fluctuate')).toBeTruthy();
    expect(server.sent('buy')).toHaveLength(0);

    await user.click(review.getByRole('button', { name: 'Back' }));
    expect(server.sent('buy')).toHaveLength(0);
    expect(sheet.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('20');

    await user.click(submitOf(sheet, 'Buy'));
    const again = within(await screen.findByRole('group', { name: 'Review' }));
    await user.click(again.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Buy Success!')).toBeTruthy();
    expect(server.sent('buy')[0]?.body).toEqual({ id: 7, amount: 20, price: '100' });
  });

  it('sends a market order on the sheet tap where the tenant turns the review off', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      definition: (d) => ({ ...d, trading: { ...d.trading, reviewMarketOrders: false } }),
      api: { balanceAndPosition: holding(10), sell: () => ok(orderOf('SELL', 10)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sell' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(submitOf(sheet, 'Sell'));
    await waitFor(() => expect(server.sent('sell')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Review' })).toBeNull();
  });
});

describe('what the user typed in the quantity', () => {
  it('refuses a sale of more than is held with a message on the field, keeping the 40 typed', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: { balanceAndPosition: holding(30), sell: () => ok(orderOf('SELL', 30)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sell' }));
    const sheet = within(await screen.findByRole('dialog'));
    const field = sheet.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '40');
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('40');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You hold 30 shares: choose 30 or fewer.',
    );
    expect(submitOf(sheet, 'Sell').disabled).toBe(true);
    expect(server.sent('sell')).toHaveLength(0);
  });

  it('refuses a buy of 25 with a message naming the lot of 10, rather than making it 30', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, { api: { balanceAndPosition: holding(0) } });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    const field = sheet.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '25');
    // The estimate follows the typing, without waiting for the field to lose focus.
    expect(sheet.getByLabelText('Estimated amount').textContent).toBe('₦2,500.00');
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('25');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Shares are bought in lots of 10: 25 is not a whole number of lots.',
    );
    expect(submitOf(sheet, 'Buy').disabled).toBe(true);
  });

  it('refuses a buy beyond the cash with the cost, rather than lowering it to what fits', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, { api: { balanceAndPosition: holding(0) } });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const sheet = within(await screen.findByRole('dialog'));
    const field = sheet.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '1000');
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('1000');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Not enough cash for 1,000 shares: ₦100,100\.00/,
    );
  });
});

describe('open order wording', () => {
  it('asks "Keep order" or "Cancel order"; keeping it sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: {
        orderOpen: () => ok({ records: [WORKING], pageNum: 1, pageSize: 100, total: 1 }),
        orderCancel: () => ok({ ...WORKING, status: 'CANCELLED' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Keep order',
      'Cancel order',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Keep order' }));
    expect(server.sent('orderCancel')).toHaveLength(0);
  });

  it('confirms a new price with "Change price", and Keep order leaves the order as it was', async () => {
    const user = userEvent.setup();
    const { server } = renderStockDetail(<StockDetailScreen />, {
      api: { orderOpen: () => ok({ records: [WORKING], pageNum: 1, pageSize: 100, total: 1 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Change price' }));
    const field = screen.getByRole('textbox', { name: 'Limit price' });
    await user.clear(field);
    await user.type(field, '90');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change price' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    act(() => undefined);
    expect(screen.queryByRole('textbox', { name: 'Limit price' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(server.sent('orderModify')).toHaveLength(0);
  });
});
