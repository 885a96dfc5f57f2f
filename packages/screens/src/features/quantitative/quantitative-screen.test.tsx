import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { QuantitativeScreen } from './quantitative-screen';
import type { QuantProduct } from '@trading/contract';

const DAY = 86_400_000;
const now = Date.now();
const product: QuantProduct = {
  id: 1,
  name: 'Steady Income 7',
  managerName: 'Amara Okafor',
  minBuyAmount: '1000',
  startTime: now - DAY,
  endTime: now + 90 * DAY,
  lockDay: 7,
  totalAmount: '5000000',
  estimateProfitRate: '1.2',
  maxEstimateProfitRate: '2.5',
  productDesc: 'A market-neutral strategy.',
  currencyType: 'NGN',
};
const upcoming = { ...product, id: 2, name: 'Volatility Harvest 90', startTime: now + 7 * DAY };
const ended = { ...product, id: 3, name: 'Closed Fund', endTime: now - DAY };

describe('quantitative funds', () => {
  it('shows each product and whether it is open, not started or ended', async () => {
    renderScreen(<QuantitativeScreen />, {
      path: '/quantitative/index',
      api: { quantProducts: () => page([product, upcoming, ended]) },
    });
    const card = (name: string) => screen.getByText(name).closest('article') as HTMLElement;
    const open = within(
      await screen.findByText('Steady Income 7').then(() => card('Steady Income 7')),
    );
    expect(open.getByText('Amara Okafor')).toBeTruthy();
    expect(open.getByText('₦1,000.00')).toBeTruthy();
    expect(open.getByText('7 days')).toBeTruthy();
    expect(open.getByText('₦5,000,000.00')).toBeTruthy();
    expect(open.getByText('1.20% – 2.50%')).toBeTruthy();
    expect(open.getByText('Open')).toBeTruthy();
    expect(within(card('Volatility Harvest 90')).getByText('Not Started')).toBeTruthy();
    expect(within(card('Closed Fund')).getByText('Ended')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Purchase' })).toHaveLength(1);
  });

  it('shows the daily profit range of the amount and requires at least the minimum', async () => {
    const { server } = renderScreen(<QuantitativeScreen />, {
      path: '/quantitative/index',
      api: {
        quantProducts: () => page([product]),
        userBalance: () => ok(withdrawInfo),
        quantBuy: () =>
          ok({
            id: 8,
            productName: product.name,
            productManagerName: product.managerName,
            status: 'LOCKED',
            createTime: now,
            lockDay: 7,
            lockEndTime: now + 7 * DAY,
            applyAmount: '1000',
            profitAmount: '0',
            rates: ['1.2', '2.5'],
            currencyType: 'NGN',
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    const popup = screen.getByRole('dialog', { name: 'Steady Income 7' });
    const amount = within(popup).getByLabelText('Amount');

    await userEvent.type(amount, '999.99');
    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    expect(within(popup).getByRole('alert').textContent).toBe(
      'The amount must be at least ₦1,000.00',
    );
    expect(server.inputs('quantBuy')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    expect(within(popup).getByText('₦1.71 – ₦3.57')).toBeTruthy();
    // A fund purchase has no fee: the amount is what leaves the balance.
    await reviewAndConfirm(popup, {
      read: (review) => {
        expect(reviewFigure(review, 'Fee')).toBe('₦0.00');
        expect(reviewFigure(review, 'Balance after')).toBe('₦4,999,000.00');
      },
    });
    expect(await screen.findByText('Buy Success!')).toBeTruthy();
    expect(server.inputs('quantBuy')).toEqual([{ id: 1, amount: '1000' }]);
  });

  describe('in Portuguese', () => {
    afterEach(() => setNumberLocale(numberLocaleOf('en')));

    it('buys R$ 1.000,50 for "1000,5", never R$ 10.005', async () => {
      setNumberLocale(numberLocaleOf('pt'));
      const real = { ...product, currencyType: 'BRL' as const };
      const { server } = renderScreen(<QuantitativeScreen />, {
        path: '/quantitative/index',
        tenant: 'brl',
        language: 'pt',
        api: {
          quantProducts: () => page([real]),
          userBalance: () => ok(withdrawInfo),
          quantBuy: () =>
            ok({
              id: 8,
              productName: real.name,
              productManagerName: real.managerName,
              status: 'LOCKED',
              createTime: now,
              lockDay: 7,
              lockEndTime: now + 7 * DAY,
              applyAmount: '1000.5',
              profitAmount: '0',
              rates: ['1.2', '2.5'],
              currencyType: 'BRL',
            }),
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Comprar' }));
      const popup = screen.getByRole('dialog', { name: 'Steady Income 7' });
      const amount = within(popup).getByLabelText('Valor');
      await userEvent.type(amount, '1000,5');
      expect(within(popup).getByRole('status').textContent).toBe('Lido como R$\u00a01.000,50');
      await reviewAndConfirm(popup, {
        action: 'Revisar',
        title: 'Revisão',
        confirm: 'Confirmar',
        read: (review) => expect(reviewFigure(review, 'Valor')).toBe('R$\u00a01.000,50'),
      });
      expect(await screen.findByText('Compra realizada!')).toBeTruthy();
      expect(server.inputs('quantBuy')).toEqual([{ id: 1, amount: '1000.5' }]);
    });
  });
});
