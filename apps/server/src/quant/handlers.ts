import type { Handlers } from '../http/call-context';
import { offerCall } from '../idempotency/run-idempotent';
import type { Clock } from '../offerings/clock';
import { pageQuantOrders, pageQuantProducts } from './quant-repository';
import { buyQuantProduct } from './quant-service';
import { notifyContractNote } from '../documents/notify-contract-note';
import { settleDueOrders } from './settle-due';
import { quantOrderView, quantProductView } from './views';

export function quantHandlers(clock: Clock): Handlers {
  return {
    async quantProducts({ pageNum, pageSize }, { services, tenant, lang }) {
      const { records, total } = await pageQuantProducts(services.db, tenant.id, pageNum, pageSize);
      const products = records.map((row) => quantProductView(row, lang));
      return { records: products, pageNum, pageSize, total };
    },

    quantBuy: offerCall('quantBuy', async (tx, { tenant, userId, id, amount }) => {
      const order = await buyQuantProduct(tx, {
        tenantId: tenant.id,
        userId,
        productId: id,
        amount,
        now: clock(),
      });
      await notifyContractNote(tx, {
        tenantId: tenant.id,
        userId,
        title: order.productName,
        stockId: null,
        order: null,
      });
      return order;
    }),

    // Orders past their lock are paid back before they are listed, so the list never shows a stale LOCKED.
    async quantOrders({ pageNum, pageSize }, ctx) {
      const user = ctx.auth();
      const { db } = ctx.services;
      await settleDueOrders(db, clock(), { tenantId: ctx.tenant.id, userId: user.id });
      const { records, total } = await pageQuantOrders(db, {
        tenantId: ctx.tenant.id,
        userId: user.id,
        pageNum,
        pageSize,
      });
      return { records: records.map(quantOrderView), pageNum, pageSize, total };
    },
  };
}
