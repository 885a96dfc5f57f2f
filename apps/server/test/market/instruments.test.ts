import { Market } from '@trading/contract';
import { expect, it } from 'vitest';
import {
  findInstrument,
  instrumentById,
  INSTRUMENTS,
  instrumentsOf,
} from '../../src/market/instruments.js';
import { MARKETS } from '../../src/market/markets.js';

it('lists 8–12 stocks and 1–3 indices per market, in its currency, with unique ids', () => {
  for (const market of Market.options) {
    const listed = instrumentsOf(market);
    const stocks = listed.filter((i) => !i.isIndex);
    expect(stocks.length).toBeGreaterThanOrEqual(8);
    expect(stocks.length).toBeLessThanOrEqual(12);
    expect(listed.filter((i) => i.isIndex).length).toBeGreaterThanOrEqual(1);
    expect(listed.filter((i) => i.isIndex).length).toBeLessThanOrEqual(3);
    for (const i of listed) expect(i.currencyType).toBe(MARKETS[market].currencyType);
  }
  expect(new Set(INSTRUMENTS.map((i) => i.id)).size).toBe(INSTRUMENTS.length);
  expect(new Set(INSTRUMENTS.map((i) => `${i.exchange}:${i.symbol}`)).size).toBe(
    INSTRUMENTS.length,
  );
  for (const i of INSTRUMENTS) {
    expect(i.basePrice).toBeGreaterThan(1);
    expect(i.dailyVolatility).toBeGreaterThan(0);
    expect(i.dailyVolatility).toBeLessThan(0.05);
    if (i.listedOn) expect(i.listedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

it('finds instruments by id and by the feed pair', () => {
  expect(findInstrument('DANGCEM', 'NSENG')).toMatchObject({
    name: 'Dangote Cement Plc',
    currencyType: 'NGN',
  });
  expect(findInstrument('DANGCEM', 'US')).toBeUndefined();
  expect(instrumentById(4001)?.symbol).toBe('AAPL');
  expect(instrumentById(9999)).toBeUndefined();
});
