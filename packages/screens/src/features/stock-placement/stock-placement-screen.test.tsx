import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, page, renderScreen } from '../../shared/offerings/test-kit';
import { StockPlacementScreen } from './stock-placement-screen';

const placement = {
  id: 12,
  stockName: 'MTN Nigeria',
  stockExchange: 'NSENG',
  stockSymbol: 'MTNN',
  price: '190.00',
  currencyType: 'NGN',
  fixedAmount: 5,
  ipoUnit: 100,
  amountOpen: true,
};

describe('placement subscription', () => {
  it('prefills and locks the quantity of a fixed-amount placement', async () => {
    const server = fakeServer({
      '/ipo/pagePlacement': () => page([placement]),
      '/ipo/applyPlacement': () =>
        ok({
          id: 2,
          kind: 'PLACEMENT',
          stockName: 'MTN Nigeria',
          stockExchange: 'NSENG',
          stockSymbol: 'MTNN',
          currencyType: 'NGN',
          status: 'APPLYING',
          price: '190.00',
          applyUnit: 5,
          unit: 1,
          obtainUnit: 0,
          obtainNum: 0,
          funding: '0',
          createdTime: 1_700_000_000_000,
        }),
    });
    renderScreen(<StockPlacementScreen />, { path: '/stockPlacement', tenant: 'ngn' });
    expect(await screen.findByText('Fixed quantity')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    const popup = screen.getByRole('dialog', { name: 'MTN Nigeria' });
    const quantity = within(popup).getByLabelText('Quantity (shares)') as HTMLInputElement;
    expect(quantity.value).toBe('5');
    expect(quantity.readOnly).toBe(true);
    await userEvent.type(quantity, '9');
    expect(quantity.value).toBe('5');
    await userEvent.click(within(popup).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.calls('/ipo/applyPlacement')).toEqual([{ id: 12, amount: 5 }]);
    expect(server.calls('/ipo/pagePlacement')[0]).toMatchObject({ area: 'USD' });
  });
});
