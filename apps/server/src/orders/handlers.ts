import type { CallContext, Handlers } from '../http/call-context';
import { inTransaction } from '../db/in-transaction';
import { withIdempotentStatement } from '../idempotency/run-idempotent';
import { countRefusal } from '../metrics/order-metrics';
import { cancelWorkingOrder, modifyWorkingOrder, placeWorkingOrder } from './order-actions';
import { ApiError } from '../errors/api-error';
import { findOwned, pageOrders } from './working-order-repository';
import { workingOrderView } from './views';

export const orderHandlers: Handlers = {
  orderPlace(input, ctx) {
    const user = ctx.auth();
    const { market, orderMeter } = ctx.services;
    // One statement with its idempotency key, no transaction: one round trip to the database.
    return countRefusal(
      orderMeter,
      withIdempotentStatement(ctx, 'orderPlace', input, async (db, store) => {
        const order = await placeWorkingOrder(
          db,
          market,
          { now: market.clock(), sessions: market.sim.sessions },
          { tenant: ctx.tenant, userId: user.id },
          input,
          store,
        );
        orderMeter.placed('working');
        return order;
      }),
    );
  },

  async orderCancel(input, ctx) {
    const user = ctx.auth();
    const owner = { tenant: ctx.tenant, userId: user.id };
    return workingOrderView(
      await inTransaction(ctx.services.db, (tx) => cancelWorkingOrder(tx, owner, input.id)),
    );
  },

  async orderModify(input, ctx) {
    const user = ctx.auth();
    const owner = { tenant: ctx.tenant, userId: user.id };
    const { market } = ctx.services;
    return workingOrderView(
      await inTransaction(ctx.services.db, (tx) =>
        modifyWorkingOrder(tx, market, owner, input.id, input),
      ),
    );
  },

  orderOpen: (input, ctx) => orderPage(ctx, 'open', input),

  orderHistory: (input, ctx) => orderPage(ctx, 'ended', input),

  async orderDetail(input, ctx) {
    const user = ctx.auth();
    const row = await findOwned(
      ctx.services.db,
      { tenantId: ctx.tenant.id, userId: user.id },
      input.id,
    );
    // Another investor's order is as unknown as one that never existed.
    if (!row) throw new ApiError('NOT_FOUND');
    return workingOrderView(row);
  },
};

/** The caller's orders of one state, a page of them. */
async function orderPage(
  ctx: CallContext,
  state: 'open' | 'ended',
  input: { stockId?: number | undefined; pageNum: number; pageSize: number },
) {
  const user = ctx.auth();
  const { rows, total } = await pageOrders(ctx.services.db, {
    tenantId: ctx.tenant.id,
    userId: user.id,
    state,
    instrumentId: input.stockId,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  });
  return {
    records: rows.map(workingOrderView),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    total,
  };
}
