import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { QuantitativeRecordsScreen } from './quantitative-records-screen';
import type { QuantOrder } from '@trading/contract';

describe('quantitative records', () => {
  it('shows each order with its status, times, amounts and rates', async () => {
    const created = new Date(2024, 4, 1, 9, 30, 0).getTime();
    const order = {
      id: 8,
      productName: 'Steady Income 7',
      productManagerName: 'Amara Okafor',
      createTime: created,
      lockDay: 7,
      lockEndTime: created + 7 * 86_400_000,
      applyAmount: '1000',
      rates: ['1.2', '2.5'],
      currencyType: 'NGN',
    } satisfies Partial<QuantOrder>;
    renderScreen(<QuantitativeRecordsScreen />, {
      path: '/quantitativeRecords',
      api: {
        quantOrders: () =>
          page([
            { ...order, status: 'FINISHED', profitAmount: '18.5' },
            {
              ...order,
              id: 9,
              productName: 'Momentum Alpha 30',
              status: 'LOCKED',
              profitAmount: '0',
            },
          ]),
      },
    });
    const finished = within(
      (await screen.findByText('Steady Income 7')).closest('article') as HTMLElement,
    );
    expect(finished.getByText('Finished')).toBeTruthy();
    expect(finished.getByText('Amara Okafor')).toBeTruthy();
    expect(finished.getByText('₦1,000.00')).toBeTruthy();
    expect(finished.getByText('₦18.50')).toBeTruthy();
    expect(finished.getByText('1.20% – 2.50%')).toBeTruthy();
    expect(finished.getByText('7 days')).toBeTruthy();
    expect(finished.getByText('2024-05-01 09:30:00')).toBeTruthy();
    expect(finished.getByText(formatDateTime(order.lockEndTime))).toBeTruthy();
    const locked = within(screen.getByText('Momentum Alpha 30').closest('article') as HTMLElement);
    expect(locked.getByText('Locked')).toBeTruthy();
  });
});
