import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { ApplyOrderScreen } from './apply-order-screen';
import type { IpoApplication } from '@trading/contract';

const base = {
  kind: 'IPO',
  stockExchange: 'NSENG',
  stockSymbol: 'DANGCEM',
  currencyType: 'NGN',
  price: '12.35',
  unit: 1,
  createdTime: 1_700_000_000_000,
} satisfies Partial<IpoApplication>;
const applications: IpoApplication[] = [
  {
    ...base,
    id: 1,
    stockName: 'Pending Co',
    status: 'APPLYING',
    applyUnit: 300,
    obtainUnit: 0,
    obtainNum: 0,
    funding: '0',
  },
  {
    ...base,
    id: 2,
    stockName: 'Funding Co',
    status: 'FUNDING',
    applyUnit: 300,
    obtainUnit: 300,
    obtainNum: 300,
    funding: '1000.5',
  },
  {
    ...base,
    id: 3,
    stockName: 'Finished Co',
    status: 'FINISH',
    applyUnit: 300,
    obtainUnit: 300,
    obtainNum: 300,
    funding: '3705',
  },
  {
    ...base,
    id: 4,
    stockName: 'Failed Co',
    kind: 'SNAP_UP',
    status: 'FAILED',
    applyUnit: 0,
    obtainUnit: 0,
    obtainNum: 0,
    funding: '0',
  },
];

describe('my subscriptions', () => {
  it('labels each status and offers funding only while funding', async () => {
    const { server } = renderScreen(<ApplyOrderScreen />, {
      path: '/applyOrder',
      tenant: 'ngn',
      api: { applications: () => page(applications) },
    });
    const card = (name: string) => screen.getByText(name).closest('article') as HTMLElement;
    expect(await screen.findByText('Pending Co')).toBeTruthy();
    expect(within(card('Pending Co')).getByText('Pending')).toBeTruthy();
    expect(within(card('Funding Co')).getAllByText('Funding')).toHaveLength(2);
    expect(within(card('Finished Co')).getByText('Finished')).toBeTruthy();
    expect(within(card('Failed Co')).getByText('Failed')).toBeTruthy();
    expect(within(card('Failed Co')).getByText('Set at allotment')).toBeTruthy();
    expect(within(card('Funding Co')).getByText('₦2,704.50')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Funding' })).toHaveLength(1);
    // Opens on the offering lists' area (the spec's default: USD where US stocks are shown).
    expect(server.inputs('applications')[0]).toMatchObject({ area: 'USD' });
  });

  it('fills the amount still owed and funds it', async () => {
    const { server } = renderScreen(<ApplyOrderScreen />, {
      path: '/applyOrder',
      api: {
        applications: () => page(applications.slice(1, 2)),
        funding: () => ok({ ...applications[2]!, id: 2, paid: '2704.50', fee: '2.71' }),
        userBalance: () =>
          ok({
            balance: '5000',
            balanceUSD: '0',
            openUSDT: true,
            withdrawTips: null,
            userBanks: [],
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Funding' }));
    const popup = screen.getByRole('dialog', { name: 'Funding' });

    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    expect(within(popup).getByRole('alert').textContent).toBe('Please enter the amount');
    expect(server.inputs('funding')).toHaveLength(0);

    await userEvent.click(within(popup).getByRole('button', { name: 'Fill amount owed' }));
    expect((within(popup).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '2704.50',
    );
    // The cost before confirming: 0.1 % fee (2.71 rounded up), the total, the balance after.
    const shown = (label: string) => within(popup).getByRole('status', { name: label });
    await waitFor(() => expect(shown('Fee').textContent).toBe('₦2.71'));
    expect(shown('Total to pay').textContent).toBe('₦2,707.21');
    expect(shown('Balance after').textContent).toBe('₦2,292.79');
    await reviewAndConfirm(popup, {
      read: (review) => expect(reviewFigure(review, 'Balance after')).toBe('₦2,292.79'),
    });
    expect(await screen.findByText('Funds Success')).toBeTruthy();
    expect(server.inputs('funding')).toEqual([{ id: 2, amount: '2704.50' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
