import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { PreemptivelyScreen } from './preemptively-screen';
import type { SnapUpItem } from '@trading/contract';

const DAY = 86_400_000;
const offer = (id: number, stockName: string, startTime: number, endTime: number): SnapUpItem => ({
  id,
  stockName,
  market: 'NSENG',
  symbol: `S${id}`,
  price: '5400',
  startTime,
  endTime,
  currencyType: 'NGN',
});

describe('snap-up offers', () => {
  it('shows not started, open (with a countdown) and ended, and applies only while open', async () => {
    const now = Date.now();
    const { server } = renderScreen(<PreemptivelyScreen />, {
      path: '/preemptively/index',
      api: {
        userBalance: () => ok(withdrawInfo),
        snapUpPage: () =>
          page([
            offer(1, 'Open Co', now - DAY, now + 2 * DAY + 3_600_000),
            offer(2, 'Later Co', now + 7 * DAY, now + 14 * DAY),
            offer(3, 'Past Co', now - 14 * DAY, now - DAY),
          ]),
        snapUpApply: () =>
          ok({
            id: 5,
            kind: 'SNAP_UP',
            stockName: 'Open Co',
            stockExchange: 'NSENG',
            stockSymbol: 'S1',
            currencyType: 'NGN',
            status: 'APPLYING',
            price: '5400',
            applyUnit: 30,
            unit: 1,
            obtainUnit: 0,
            obtainNum: 0,
            funding: '0',
            createdTime: now,
          }),
      },
    });
    const card = (name: string) => screen.getByText(name).closest('article') as HTMLElement;
    expect(await screen.findByText('Open Co')).toBeTruthy();
    expect(within(card('Open Co')).getByText('Open')).toBeTruthy();
    expect(within(card('Open Co')).getByText(/^2 days 0[01]:\d\d:\d\d$/)).toBeTruthy();
    expect(within(card('Later Co')).getByText('Not Started')).toBeTruthy();
    expect(within(card('Past Co')).getByText('Ended')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Snap up' })).toHaveLength(1);

    await userEvent.click(within(card('Open Co')).getByRole('button', { name: 'Snap up' }));
    const popup = screen.getByRole('dialog', { name: 'Open Co' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    expect(within(popup).getByRole('alert').textContent).toBe('Please enter the quantity');
    const quantity = within(popup).getByLabelText('Quantity (shares)');
    // "1.5" shares is refused as it stands, never sent as 15.
    await userEvent.type(quantity, '1.5');
    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    expect(within(popup).getByRole('alert').textContent).toBe('Whole numbers only, such as 1,000');
    expect(server.inputs('snapUpApply')).toHaveLength(0);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    // 30 × ₦5,400 = ₦162,000.00, fee 162.00.
    await reviewAndConfirm(popup, {
      read: (review) => expect(reviewFigure(review, 'Total to pay')).toBe('₦162,162.00'),
    });
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.inputs('snapUpApply')).toEqual([{ id: 1, amount: 30 }]);
  });
});
