import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkingOrder } from '@trading/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { StockDetailScreen } from './stock-detail-screen';
import { renderStockDetail, type RenderOptions } from './testing/render-stock-detail';

afterEach(cleanup);

const placed = (call: { body: unknown }) => {
  const body = call.body as Pick<WorkingOrder, 'type' | 'side' | 'quantity'> & {
    limitPrice?: string;
    stopPrice?: string;
  };
  return ok({
    id: 5,
    stockId: 7,
    stockName: 'Dangote Cement',
    stockExchange: 'NSENG',
    stockSymbol: 'DANGCEM',
    type: body.type,
    side: body.side,
    quantity: body.quantity,
    limitPrice: body.limitPrice ?? null,
    stopPrice: body.stopPrice ?? null,
    timeInForce: 'DAY',
    status: 'PENDING',
    reason: null,
    heldAmount: '0.00',
    filledPrice: null,
    fee: null,
    filledOrderId: null,
    currencyType: 'NGN',
    createdTime: 1,
    expiresTime: 2,
    updatedTime: 1,
  } satisfies WorkingOrder);
};

/** Opens the sheet on `side`, picks `type` and types `price` into its price field. */
async function orderAt(
  side: 'Buy' | 'Sell',
  type: 'Limit' | 'Stop',
  price: string,
  options: RenderOptions = {},
) {
  const user = userEvent.setup();
  const rendered = renderStockDetail(<StockDetailScreen />, {
    ...options,
    api: {
      balanceAndPosition: () => ok({ balance: '100000', balanceUSD: '0', availableAmount: 100 }),
      orderPlace: placed,
      ...options.api,
    },
  });
  await user.click(await screen.findByRole('button', { name: side }));
  const sheet = within(await screen.findByRole('dialog'));
  await user.click(sheet.getByRole('button', { name: type }));
  const field = sheet.getByLabelText(`${type} price`);
  await user.clear(field);
  await user.type(field, price);
  const submit = sheet.getAllByRole('button', { name: side }).at(-1) as HTMLButtonElement;
  return { user, sheet, field, submit, ...rendered };
}

describe('a price far from the market', () => {
  it('warns of a limit buy far above the price and places it only on "Place anyway"', async () => {
    const { user, submit, server } = await orderAt('Buy', 'Limit', '200');
    await user.click(submit);
    const review = within(await screen.findByRole('alertdialog'));
    expect(
      review.getByText(
        'Limit price ₦200.00 is 100% above the price now (₦100.00). Check it before you place the order.',
      ),
    ).toBeTruthy();
    expect(review.queryByRole('button', { name: 'Place order' })).toBeNull();
    await user.click(review.getByRole('button', { name: 'Cancel' }));
    expect(server.sent('orderPlace')).toHaveLength(0);

    await user.click(submit);
    const again = within(await screen.findByRole('alertdialog'));
    await user.click(again.getByRole('button', { name: 'Place anyway' }));
    await waitFor(() => expect(server.sent('orderPlace')).toHaveLength(1));
    expect(server.sent('orderPlace')[0]?.body).toMatchObject({ limitPrice: '200.00' });
  });

  it('warns of a stop sale far below the price', async () => {
    const { user, submit } = await orderAt('Sell', 'Stop', '50');
    await user.click(submit);
    const review = within(await screen.findByRole('alertdialog'));
    expect(
      review.getByText(/^Stop price ₦50\.00 is 50% below the price now \(₦100\.00\)/),
    ).toBeTruthy();
    expect(review.getByRole('button', { name: 'Place anyway' })).toBeTruthy();
  });

  it('places a price within the tenant’s percentage with no warning', async () => {
    const { user, submit } = await orderAt('Sell', 'Limit', '109');
    await user.click(submit);
    const review = within(await screen.findByRole('alertdialog'));
    expect(review.queryByText(/Check it before/)).toBeNull();
    expect(review.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('takes the percentage from tenant data', async () => {
    const { user, submit } = await orderAt('Buy', 'Limit', '200', {
      definition: (d) => ({ ...d, trading: { ...d.trading, farFromMarketPercent: 100 } }),
    });
    await user.click(submit);
    const review = within(await screen.findByRole('alertdialog'));
    expect(review.queryByText(/Check it before/)).toBeNull();
  });
});

describe('a typed price is read by the reader’s language, never rounded', () => {
  it('refuses en "0.001" with the decimals it allows, and Buy stays off', async () => {
    const { sheet, field, submit } = await orderAt('Buy', 'Limit', '0.001');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sheet.getByRole('alert').textContent).toBe('Use at most 2 decimals, such as 1,234.50');
    expect(submit.disabled).toBe(true);
  });

  it('refuses pt "0.001" as two readings, never R$ 1,00, and Comprar stays off', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, { language: 'pt' });
    await user.click(await screen.findByRole('button', { name: 'Comprar' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(sheet.getByRole('button', { name: 'Limitada' }));
    const field = sheet.getByLabelText('Preço limite');
    await user.clear(field);
    await user.type(field, '0.001');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sheet.getByRole('alert').textContent).toMatch(/duas formas/);
    const submit = sheet.getAllByRole('button', { name: 'Comprar' }).at(-1) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
  });

  it('shows pt "35.123" as read (35.123,00) and warns of it as far from the market', async () => {
    const user = userEvent.setup();
    renderStockDetail(<StockDetailScreen />, {
      language: 'pt',
      stock: { price: 35.12 },
      api: {
        balanceAndPosition: () => ok({ balance: '1000000', balanceUSD: '0', availableAmount: 0 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Comprar' }));
    const sheet = within(await screen.findByRole('dialog'));
    await user.click(sheet.getByRole('button', { name: 'Limitada' }));
    const field = sheet.getByLabelText('Preço limite');
    await user.clear(field);
    await user.type(field, '35.123');
    expect(sheet.getByText(/^Lido como ₦\s35\.123,00$/)).toBeTruthy();
    await user.click(sheet.getAllByRole('button', { name: 'Comprar' }).at(-1)!);
    const review = within(await screen.findByRole('alertdialog'));
    expect(
      review.getByText(/^Preço limite ₦\s35\.123,00 está .+ acima do preço atual/),
    ).toBeTruthy();
    expect(review.getByRole('button', { name: 'Enviar assim mesmo' })).toBeTruthy();
  });
});
