import type { CurrencyCode, ParsedRequestOf } from '@trading/contract';
import type { CallContext, Handlers } from '../http/call-context';
import { balanceIn, readBalances } from '../ledger/balances';
import { fromUnits } from '../ledger/decimal';
import { withIdempotentStatement } from '../idempotency/run-idempotent';
import { countRefusal } from '../metrics/order-metrics';
import { instrumentById } from '../market/instruments';
import { portfolioHistory } from '../portfolio/portfolio-history';
import { portfolioSummary } from '../portfolio/portfolio-summary';
import { realisedPnlByInstrument } from '../portfolio/realised-pnl';
import { pageOrders } from './order-repository';
import { tradableCurrencies } from './order-rules';
import { orderPositions } from './position-order';
import { findPosition, listPositions } from './position-repository';
import { placeMarketOrder } from './trade-service';
import { notifyContractNote, recordNotice } from '../documents/notify-contract-note';
import { orderRecord, positionView } from './views';

function currenciesFilter(requested: CurrencyCode | undefined): CurrencyCode[] | undefined {
  return requested ? [requested] : undefined;
}

/**
 * A market order at the price the user was shown; a retried request gets the first answer.
 * One statement with its idempotency key, no transaction: one round trip to the database.
 */
function placeOrder(
  ctx: CallContext,
  endpoint: 'buy' | 'sell',
  side: 'BUY' | 'SELL',
  input: ParsedRequestOf<'buy' | 'sell'>,
) {
  const { market: prices, orderMeter } = ctx.services;
  const user = ctx.auth();
  return countRefusal(
    orderMeter,
    withIdempotentStatement(ctx, endpoint, input, async (db, store) => {
      const order = await placeMarketOrder(
        db,
        prices,
        {
          tenant: ctx.tenant,
          userId: user.id,
          side,
          instrumentId: input.id,
          quantity: input.amount,
          shownPrice: input.price,
        },
        store,
      );
      orderMeter.placed('market');
      orderMeter.filled('market');
      // After the fill's one statement, not in it: a crash between the two loses the notice,
      // never the note, which the documents list shows from the fill itself.
      await notifyContractNote(db, recordNotice(ctx.tenant.id, user.id, order));
      return order;
    }),
  );
}

export const tradingHandlers: Handlers = {
  buy: (input, ctx) => placeOrder(ctx, 'buy', 'BUY', input),
  sell: (input, ctx) => placeOrder(ctx, 'sell', 'SELL', input),

  async positions(input, ctx) {
    const user = ctx.auth();
    const prices = ctx.services.market;
    const [all, realised] = await Promise.all([
      listPositions(ctx.services.db, ctx.tenant.id, user.id),
      realisedPnlByInstrument(ctx.services.db, ctx.tenant.id, user.id),
    ]);
    const filtered = all.filter(
      (row) =>
        !input.currencyType ||
        instrumentById(row.instrumentId)?.currencyType === input.currencyType,
    );
    const rows = orderPositions(filtered, prices, input.sort, ctx.tenant.config.defaultCurrency);
    const start = (input.pageNum - 1) * input.pageSize;
    return {
      records: rows
        .slice(start, start + input.pageSize)
        .map((row) => positionView(row, prices, realised.get(row.instrumentId))),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      total: rows.length,
    };
  },

  async portfolioSummary(_input, ctx) {
    const user = ctx.auth();
    return portfolioSummary(ctx.services.db, ctx.services.market, ctx.tenant, user.id);
  },

  async portfolioHistory(input, ctx) {
    const user = ctx.auth();
    const market = ctx.services.market;
    return portfolioHistory(
      ctx.services.db,
      { priceAt: (instrument, time) => market.sim.quote(instrument, time).price },
      {
        tenant: ctx.tenant,
        userId: user.id,
        range: input.range,
        currency: input.currency,
        now: market.clock(),
      },
    );
  },

  async buyRecords(input, ctx) {
    return ordersPage('BUY', input, ctx);
  },

  async sellRecords(input, ctx) {
    return ordersPage('SELL', input, ctx);
  },

  async balanceAndPosition(input, ctx) {
    const user = ctx.auth();
    const { db } = ctx.services;
    const [balances, position] = await Promise.all([
      readBalances(db, ctx.tenant.id, user.id),
      findPosition(db, user.id, input.stockId),
    ]);
    return {
      balance: fromUnits(balanceIn(balances, ctx.tenant.config.defaultCurrency).cash),
      balanceUSD: fromUnits(balanceIn(balances, 'USD').cash),
      availableAmount: position?.available ?? 0,
    };
  },
};

async function ordersPage(
  side: 'BUY' | 'SELL',
  input: { pageNum: number; pageSize: number; currencyType?: CurrencyCode | undefined },
  ctx: Parameters<NonNullable<Handlers['buyRecords']>>[1],
) {
  const user = ctx.auth();
  const prices = ctx.services.market;
  const { rows, total } = await pageOrders(ctx.services.db, {
    tenantId: ctx.tenant.id,
    userId: user.id,
    side,
    currencies: currenciesFilter(input.currencyType) ?? tradableCurrencies(ctx.tenant),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  });
  return {
    records: rows.map((row) => orderRecord(row, prices)),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    total,
  };
}
