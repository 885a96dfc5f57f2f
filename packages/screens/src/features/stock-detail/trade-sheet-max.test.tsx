import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { StockDetailScreen } from './stock-detail-screen';
import { renderStockDetail } from './testing/render-stock-detail';

afterEach(cleanup);

const holding =
  (availableAmount: number, balance = '10000') =>
  () =>
    ok({ balance, balanceUSD: '0', availableAmount });

async function open(side: 'Buy' | 'Sell', availableAmount: number) {
  const user = userEvent.setup();
  renderStockDetail(<StockDetailScreen />, {
    api: { balanceAndPosition: holding(availableAmount) },
  });
  await user.click(await screen.findByRole('button', { name: side }));
  const sheet = within(await screen.findByRole('dialog'));
  const quantity = () => sheet.getByRole('spinbutton').getAttribute('aria-valuenow');
  const submit = () => sheet.getAllByRole('button', { name: side }).at(-1) as HTMLButtonElement;
  return { user, sheet, quantity, submit };
}

describe('Sell all and Max', () => {
  it('fills everything held on "Sell all", an odd holding included, and the sale can go', async () => {
    const { user, sheet, quantity, submit } = await open('Sell', 35);
    await user.click(sheet.getByRole('button', { name: 'Sell all' }));
    expect(quantity()).toBe('35');
    expect(submit().disabled).toBe(false);
  });

  it('offers Max, not Sell all, on a buy', async () => {
    const { sheet } = await open('Buy', 35);
    expect(sheet.queryByRole('button', { name: 'Sell all' })).toBeNull();
    expect(sheet.getByRole('button', { name: 'Max' })).toBeTruthy();
  });

  it('fills on "Max" the most whole lots the cash pays for at the price now, with the fee', async () => {
    // ₦10,000 at ₦100: 100 shares cost ₦10,010 with the fee, 90 cost ₦9,009.
    const { user, sheet, quantity, submit } = await open('Buy', 0);
    await user.click(sheet.getByRole('button', { name: 'Max' }));
    expect(quantity()).toBe('90');
    expect(submit().disabled).toBe(false);
  });

  it('fills on "Max" what the server holds for a stop buy: its stop plus the market margin', async () => {
    // Stop ₦120 holds ₦126 a share: 70 shares (₦8,828.82), not the 80 that ₦120 would allow.
    const { user, sheet, quantity } = await open('Buy', 0);
    await user.click(sheet.getByRole('button', { name: 'Stop' }));
    const stop = sheet.getByLabelText('Stop price');
    await user.clear(stop);
    await user.type(stop, '120');
    await user.click(sheet.getByRole('button', { name: 'Max' }));
    expect(quantity()).toBe('70');
  });
});
