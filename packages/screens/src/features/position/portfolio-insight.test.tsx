import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PortfolioRange } from '@trading/contract';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { portfolioBook, position } from '../../shared/testing/market-fixtures';
import { pageOf } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { Allocation } from './allocation';
import { PositionScreen } from './position-screen';
import { ValueChart } from './value-chart';

const TWR: Record<PortfolioRange, string> = {
  '1D': '0.00',
  '1W': '-1.50',
  '1M': '12.03',
  '3M': '12.03',
  '1Y': '12.03',
  ALL: '12.03',
};

describe('Holdings value chart', () => {
  // The app sets the number format with the language (i18n-provider); the harness does not.
  afterEach(() => setNumberLocale(numberLocaleOf('en')));

  it('shows the value now and the return of the chosen range, in the language’s number format', async () => {
    setNumberLocale(numberLocaleOf('pt'));
    const ranges: string[] = [];
    renderScreen(<ValueChart currencies={['BRL', 'USD']} />, {
      tenant: 'brl',
      language: 'pt',
      loggedIn: true,
      api: {
        portfolioHistory: ({ input }) => {
          const range = input.range as PortfolioRange;
          ranges.push(`${range} ${String(input.currency)}`);
          return {
            data: {
              currencyType: 'BRL',
              range,
              points: [
                { time: 1_764_000_000_000, value: '1000.00' },
                { time: 1_764_086_400_000, value: '101882.43' },
              ],
              twrPercent: TWR[range],
              flows: [{ time: 1_764_050_000_000, amount: '100000.00', kind: 'DEPOSIT' }],
            },
          };
        },
      },
    });
    const value = await screen.findByTestId('portfolio-value-now');
    // The sign is kept apart from the digits by a no-break space.
    await waitFor(() => expect(value.textContent?.replace(/\s/u, ' ')).toBe('R$ 101.882,43'));
    expect(screen.getByTestId('portfolio-twr').textContent).toBe('+12,03%');
    const twr = screen.getByTestId('portfolio-twr');
    expect(document.getElementById(twr.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Rentabilidade ponderada no tempo: a carteira inteira, com o saldo/,
    );
    const bar = screen.getByRole('tablist', { name: 'Período' });
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['1D', '1S', '1M', '3M', '1A', 'Tudo']);
    fireEvent.click(within(bar).getByRole('tab', { name: '1S' }));
    await waitFor(() => expect(screen.getByTestId('portfolio-twr').textContent).toBe('-1,50%'));
    expect(ranges).toEqual(['1M BRL', '1W BRL']);
  });
});

describe('Holdings allocation', () => {
  it('lists holdings by weight, each opening its stock, then the markets and the cash', async () => {
    renderScreen(
      <Allocation
        books={[
          portfolioBook('NGN', {
            marketValue: '49549.50',
            cash: '60882.43',
            holdings: [
              {
                stockId: 1001,
                stockName: 'Dangote Cement Plc',
                stockSymbol: 'DANGCEM',
                stockExchange: 'NSENG',
                marketValue: '49549.50',
                weightPercent: '100.00',
              },
            ],
            markets: [
              { market: 'NSENG', value: '49549.50', weightPercent: '44.87' },
              { market: null, value: '60882.43', weightPercent: '55.13' },
            ],
          }),
        ]}
      />,
      { path: '/position', pages: { '/stock/1001': <p>Dangote page</p> } },
    );
    const holding = await screen.findByTestId('allocation-holding');
    expect(holding.textContent).toBe('DANGCEM · Dangote Cement Plc₦49,549.50 · 100.00%');
    expect(screen.getAllByTestId('allocation-market').map((row) => row.textContent)).toEqual([
      'Nigerian Exchange₦49,549.50 · 44.87%',
      'Cash₦60,882.43 · 55.13%',
    ]);
    fireEvent.click(holding);
    expect(await screen.findByText('Dangote page')).toBeTruthy();
  });
});

describe('Holdings order', () => {
  it('asks the server for the chosen order and shows each holding’s realised P&L', async () => {
    const sorts: string[] = [];
    const rows = [
      position(1, { stockSymbol: 'BBB', realisedPnl: '2000.00' }),
      position(2, { stockSymbol: 'AAA' }),
    ];
    renderScreen(<PositionScreen />, {
      path: '/position',
      loggedIn: true,
      api: {
        portfolioSummary: () => ({ data: { books: [portfolioBook('NGN')] } }),
        positions: (call) => {
          sorts.push(String(call.input.sort ?? 'none'));
          return pageOf(call.input.sort === 'NAME' ? [rows[1]!, rows[0]!] : rows, call);
        },
      },
    });
    // Each row begins with its symbol.
    const symbols = async () =>
      (await screen.findAllByTestId('position-row')).map((row) => row.textContent!.slice(0, 3));
    expect(await symbols()).toEqual(['BBB', 'AAA']);
    const first = screen.getAllByTestId('position-row')[0]!;
    const realised = within(first)
      .getByText('Realised P&L')
      .parentElement!.querySelector('dd')!.textContent;
    expect(realised).toBe('+₦2,000.00');

    const order = screen.getByRole('tablist', { name: 'Order holdings by' });
    expect(
      within(order)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Recent', 'Value', 'P&L', 'Name']);
    fireEvent.click(within(order).getByRole('tab', { name: 'Name' }));
    await waitFor(async () => expect(await symbols()).toEqual(['AAA', 'BBB']));
    expect(sorts).toEqual(['none', 'NAME']);
  });
});
