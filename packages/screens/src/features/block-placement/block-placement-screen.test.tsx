import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { BlockPlacementScreen } from './block-placement-screen';

describe('block placement subscription', () => {
  it('lists in the tenant currency only when US stocks are hidden and applies through its own call', async () => {
    const { server } = renderScreen(<BlockPlacementScreen />, {
      path: '/blockPlacement',
      tenant: 'inr',
      api: {
        userBalance: () => ok(withdrawInfo),
        blockPlacementPage: () =>
          page([
            {
              id: 13,
              stockName: 'Reliance Industries',
              stockExchange: 'INDIA',
              stockSymbol: 'RELIANCE',
              price: '2612.35',
              currencyType: 'INR',
              fixedAmount: null,
              ipoUnit: 100,
              amountOpen: false,
            },
          ]),
        applyBlockPlacement: () =>
          ok({
            id: 3,
            kind: 'BLOCK_PLACEMENT',
            stockName: 'Reliance Industries',
            stockExchange: 'INDIA',
            stockSymbol: 'RELIANCE',
            currencyType: 'INR',
            status: 'APPLYING',
            price: '2612.35',
            applyUnit: 0,
            unit: 1,
            obtainUnit: 0,
            obtainNum: 0,
            funding: '0',
            createdTime: 1_700_000_000_000,
          }),
      },
    });
    expect(await screen.findByText('₹2,612.35')).toBeTruthy();
    expect(server.inputs('blockPlacementPage')[0]).toMatchObject({ area: 'INR' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // Never one tap: the subscription is reviewed and confirmed first.
    expect(server.inputs('applyBlockPlacement')).toHaveLength(0);
    await reviewAndConfirm(screen.getByRole('dialog'), {
      read: (review) => expect(reviewFigure(review, 'Price')).toBe('₹2,612.35'),
    });
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.inputs('applyBlockPlacement')).toEqual([{ id: 13, amount: 0 }]);
  });
});
