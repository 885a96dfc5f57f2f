import type { AdminQuantOrder } from '@trading/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { settleDueOrders } from '../quant/settle-due';
import { settleQuantOrder } from '../quant/quant-service';
import { quantOrderView } from '../quant/views';
import { recordAudit } from './audit-repository';
import { investorRecord } from './investor-record';
import type { Operator } from './operator';

/** Settles one due order of the operator's tenant (INVALID_STATE while still locked or already paid). */
export function settleOneQuantOrder(
  db: Db,
  operator: Operator,
  orderId: number,
  now: Date,
): Promise<AdminQuantOrder> {
  return inTransaction(db, async (tx) => {
    const { before, after } = await settleQuantOrder(tx, operator.tenantId, orderId, now);
    await recordAudit(tx, operator, {
      action: 'QUANT_SETTLE',
      targetType: 'quant_order',
      targetId: orderId,
      before: quantOrderView(before),
      after: quantOrderView(after),
    });
    return investorRecord(quantOrderView)(after);
  });
}

/** Settles every due order of the operator's tenant, one audit row per order. */
export async function settleDueQuantOrders(
  db: Db,
  operator: Operator,
  now: Date,
): Promise<AdminQuantOrder[]> {
  const settled = await settleDueOrders(db, now, { tenantId: operator.tenantId }, (tx, s) =>
    recordAudit(tx, operator, {
      action: 'QUANT_SETTLE',
      targetType: 'quant_order',
      targetId: s.after.id,
      before: quantOrderView(s.before),
      after: quantOrderView(s.after),
    }),
  );
  return settled.map((s) => investorRecord(quantOrderView)(s.after));
}
