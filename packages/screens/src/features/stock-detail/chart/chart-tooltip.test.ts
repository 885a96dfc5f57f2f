import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { tooltipHtml, tooltipRows, type TooltipWords } from './chart-tooltip';

afterEach(() => setNumberLocale(numberLocaleOf('en')));

const english: TooltipWords = {
  open: 'Open',
  high: 'High',
  low: 'Low',
  close: 'Close',
  price: 'Price',
  volume: 'Volume',
  indicators: { MA: 'MA', BOLL: 'BOLL', MACD: 'MACD', KDJ: 'KDJ', RSI: 'RSI', WR: 'WR' },
};
const portuguese: TooltipWords = {
  ...english,
  open: 'Abertura',
  high: 'Máxima',
  low: 'Mínima',
  close: 'Fechamento',
  volume: 'Volume',
};

const values = (rows: readonly (readonly string[])[]) =>
  rows.map(([label, value]) => `${label} ${value}`);

describe('the chart tooltip', () => {
  it('writes prices and the lines over them to the cent, oscillators to two decimals', () => {
    const rows = tooltipRows(
      [
        {
          id: 'price',
          name: 'price',
          color: 'red',
          value: 302.7,
          ohlc: [300, 305.5, 299.125, 302.7],
        },
        { id: 'volume', name: 'volume', color: 'grey', value: 1234567 },
        { id: 'MA-2', name: 'MA30', color: 'blue', value: 302.7216666666667 },
        { id: 'RSI-0', name: 'RSI6', color: 'green', value: 63.485128232587975 },
        { id: 'MACD-1', name: 'DIF', color: 'green', value: -0.004 },
      ],
      english,
    );
    expect(values(rows)).toEqual([
      'Open 300.00',
      'High 305.50',
      'Low 299.13',
      'Close 302.70',
      'Volume 1,234,567',
      'MA30 302.72',
      'RSI6 63.49',
      'DIF 0.00',
    ]);
  });

  it("speaks the reader's language, in the reader's numbers", () => {
    setNumberLocale(numberLocaleOf('pt'));
    const rows = tooltipRows(
      [
        {
          id: 'price',
          name: 'price',
          color: 'red',
          value: 1302.7,
          ohlc: [1300, 1305.5, 1299, 1302.7],
        },
        { id: 'RSI-0', name: 'RSI6', color: 'green', value: 63.485 },
      ],
      portuguese,
    );
    expect(values(rows)).toEqual([
      'Abertura 1.300,00',
      'Máxima 1.305,50',
      'Mínima 1.299,00',
      'Fechamento 1.302,70',
      'RSI6 63,49',
    ]);
  });

  it('writes a 1m point as the price, and leaves out lines with no value yet', () => {
    const rows = tooltipRows(
      [
        { id: 'price', name: 'price', color: 'red', value: 36.4 },
        { id: 'MA-3', name: 'MA60', color: 'blue', value: null },
      ],
      english,
    );
    expect(values(rows)).toEqual(['Price 36.40']);
  });

  it('escapes what it is given into the HTML', () => {
    expect(tooltipHtml('26 Nov <12:00>', [['A&B', '1.00', 'red']])).toBe(
      '<span style="font-size:10px">26 Nov &#60;12:00&#62;</span><br/><span style="color:red">\u25CF</span> A&#38;B: <b>1.00</b>',
    );
  });
});
