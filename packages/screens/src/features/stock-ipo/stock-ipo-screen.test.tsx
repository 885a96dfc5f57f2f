import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, page } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { reviewAndConfirm, reviewFigure } from '../../shared/testing/review-steps';
import { StockIpoScreen } from './stock-ipo-screen';
import type { IpoApplication, IpoItem } from '@trading/contract';

const ipo: IpoItem = {
  id: 11,
  stockName: 'Nubank Holdings',
  stockExchange: 'BMFBOVESPA',
  stockSymbol: 'ROXO34',
  price: '45.00',
  currencyType: 'BRL',
  fixedAmount: null,
  ipoUnit: 100,
  amountOpen: true,
};
const application: IpoApplication = {
  id: 1,
  kind: 'IPO',
  stockName: ipo.stockName,
  stockExchange: ipo.stockExchange,
  stockSymbol: ipo.stockSymbol,
  currencyType: 'BRL',
  status: 'APPLYING',
  price: '45.00',
  applyUnit: 5,
  unit: 100,
  obtainUnit: 0,
  obtainNum: 0,
  funding: '0',
  createdTime: 1_700_000_000_000,
};

describe('IPO subscription', () => {
  it('counts lots of ipoUnit shares where the tenant trades in lots, and requires a quantity', async () => {
    const { server } = renderScreen(<StockIpoScreen />, {
      path: '/stockIpo',
      tenant: 'brl',
      api: {
        ipoPage: () => page([ipo]),
        applyIpo: () => ok(application),
        userBalance: () => ok(withdrawInfo),
      },
    });
    expect(await screen.findByText('Nubank Holdings')).toBeTruthy();
    expect(screen.getByText('100 shares')).toBeTruthy();
    expect(server.inputs('ipoPage')[0]).toMatchObject({ area: 'USD' });

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const popup = screen.getByRole('dialog', { name: 'Nubank Holdings' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    expect(within(popup).getByRole('alert').textContent).toBe('Please enter the quantity');
    expect(server.inputs('applyIpo')).toHaveLength(0);

    const quantity = within(popup).getByLabelText('Quantity (lots)');
    // Nothing typed is dropped: "-1" stays negative and is refused, never applied for as 1.
    await userEvent.type(quantity, '-1');
    expect((quantity as HTMLInputElement).value).toBe('-1');
    expect(within(popup).getByRole('alert').textContent).toBe(
      'Enter the number without a minus sign',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Review' }));
    expect(server.inputs('applyIpo')).toHaveLength(0);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(within(popup).getByRole('status').textContent).toBe('Reads as 5');
    expect(within(popup).getByText('1 lot = 100 shares · 500 shares in total')).toBeTruthy();
    // The review before applying: 5 lots of 100 at 45.00 is 22,500.00, fee 22.50.
    await reviewAndConfirm(popup, {
      read: (review) => {
        expect(reviewFigure(review, 'Quantity')).toBe('5 lots');
        expect(reviewFigure(review, 'Total to pay')).toContain('22,522.50');
        expect(reviewFigure(review, 'Balance after')).toContain('4,977,477.50');
      },
    });

    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.inputs('applyIpo')).toEqual([{ id: 11, amount: 5 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts shares where the tenant trades in share units', async () => {
    renderScreen(<StockIpoScreen />, {
      path: '/stockIpo',
      tenant: 'inr',
      api: {
        ipoPage: () => page([{ ...ipo, currencyType: 'INR', stockExchange: 'INDIA' }]),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Quantity (shares)')).toBeTruthy();
    expect(screen.queryByText('Lot size')).toBeNull();
  });

  it('shows the server message and closes the popup when the subscription is refused', async () => {
    renderScreen(<StockIpoScreen />, {
      path: '/stockIpo',
      tenant: 'brl',
      api: {
        ipoPage: () => page([ipo]),
        applyIpo: () => fail(20007, 'This offer is not open'),
        userBalance: () => ok(withdrawInfo),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await userEvent.type(screen.getByLabelText('Quantity (lots)'), '2');
    await reviewAndConfirm();
    expect(await screen.findByText('This offer is not open')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the balance would not cover the allotment, and still subscribes: a subscription moves no money', async () => {
    const { server } = renderScreen(<StockIpoScreen />, {
      path: '/stockIpo',
      tenant: 'brl',
      api: {
        ipoPage: () => page([ipo]),
        applyIpo: () => ok(application),
        userBalance: () => ok({ ...withdrawInfo, balance: '100.00' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await userEvent.type(screen.getByLabelText('Quantity (lots)'), '5');
    await reviewAndConfirm(screen.getByRole('dialog'), {
      read: (review) => {
        expect(reviewFigure(review, 'Balance after')).toBe('-R$22,422.50');
        expect(within(review).queryByRole('alert')).toBeNull();
        expect(within(review).getByText(/Nothing is paid now/)).toBeTruthy();
      },
    });
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.inputs('applyIpo')).toEqual([{ id: 11, amount: 5 }]);
  });

  it('takes no quantity when the offer says amountOpen is false, but is still reviewed and confirmed', async () => {
    const { server } = renderScreen(<StockIpoScreen />, {
      path: '/stockIpo',
      tenant: 'brl',
      api: {
        ipoPage: () => page([{ ...ipo, amountOpen: false }]),
        applyIpo: () => ok({ ...application, applyUnit: 0 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    // One tap only opens the offer: nothing is sent before the review is confirmed.
    expect(server.inputs('applyIpo')).toHaveLength(0);
    expect(screen.queryByLabelText('Quantity (lots)')).toBeNull();
    await reviewAndConfirm(screen.getByRole('dialog'), {
      read: (review) => expect(reviewFigure(review, 'Quantity')).toBe('Allotted by the operator'),
    });
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.inputs('applyIpo')).toEqual([{ id: 11, amount: 0 }]);
  });

  it('applies once for a double tap, and asks before applying the same again', async () => {
    const { server } = renderScreen(<StockIpoScreen />, {
      path: '/stockIpo',
      tenant: 'brl',
      api: {
        ipoPage: () => page([{ ...ipo, amountOpen: false }]),
        applyIpo: () => ok({ ...application, applyUnit: 0 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Subscribe Success!')).toBeTruthy();
    expect(server.inputs('applyIpo')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await reviewAndConfirm(screen.getByRole('dialog'));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('You already submitted this — submit another?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.inputs('applyIpo')).toHaveLength(1);
  });
});
