import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { StockPlacementScreen } from './stock-placement-screen';
import type { IpoItem } from '@trading/contract';

const placement: IpoItem = {
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
    const { server } = renderScreen(<StockPlacementScreen />, {
      path: '/stockPlacement',
      tenant: 'ngn',
      api: {
        userBalance: () => ok(withdrawInfo),
        placementPage: () => page([placement]),
        applyPlacement: () =>
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
      },
    });
    expect(await screen.findByText('Fixed quantity')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    const popup = screen.getByRole('dialog', { name: 'MTN Nigeria' });
    const quantity = within(popup).getByLabelText('Quantity (shares)') as HTMLInputElement;
    expect(quantity.value).toBe('5');
    expect(quantity.readOnly).toBe(true);
    await userEvent.type(quantity, '9');
    expect(quantity.value).toBe('5');
    await reviewAndConfirm(popup, {
      read: (review) => expect(reviewFigure(review, 'Quantity')).toBe('5 shares'),
    });
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.inputs('applyPlacement')).toEqual([{ id: 12, amount: 5 }]);
    expect(server.inputs('placementPage')[0]).toMatchObject({ area: 'USD' });
  });
});
