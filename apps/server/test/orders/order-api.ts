import type { FastifyInstance } from 'fastify';
import { toUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { matchOrders } from '../../src/orders/match-orders';
import type { PriceSource } from '../../src/trading/price-source';
import { ok, servicesOf, type Investor } from '../money/money-api';

/** Test apps leave matching to the test: it runs a pass at the prices it chooses. */
export const NO_BACKGROUND_MATCHING = { ORDER_MATCH_EVERY_MS: '0' };

/** Every instrument trading at the given price (a number, as the simulator quotes it). */
export function flatPrice(price: number): PriceSource {
  return { quote: () => ({ price, listed: true, trading: true }) };
}

/** The simulator's current price of a stock, in cents, as a decimal string. */
export function marketPrice(app: FastifyInstance, stockId: number): string {
  return servicesOf(app).market.quote(instrumentById(stockId)!).price.toFixed(2);
}

export function runMatcher(app: FastifyInstance, prices: PriceSource, now = Date.now()) {
  return matchOrders(servicesOf(app).db, prices, now);
}

export async function cashOf(app: FastifyInstance, investor: Investor, stockId: number) {
  const data = await ok(app, 'GET', '/user/balanceAndPosition', {
    host: investor.host,
    token: investor.token,
    query: { stockId },
  });
  return { cash: toUnits(data.balance as string), shares: data.availableAmount as number };
}
