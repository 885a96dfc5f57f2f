import type { CurrencyCode, OrderEndReason } from '@trading/contract';
import type { Db } from '../db/database';
import { HOUSE, USER_CASH, USER_HELD } from '../ledger/accounts';
import { fromUnits, toUnits, type Units } from '../ledger/decimal';
import { post, type Posting } from '../ledger/post';
import { instrumentById } from '../market/instruments';
import { feePosting } from '../trading/fee-posting';
import { insertOrder, setCostBasis } from '../trading/order-repository';
import { creditPosition, debitPosition } from '../trading/position-repository';
import { releaseFor } from './order-holds';
import { tradeCost } from './order-terms';
import { updateWorkingOrder, type WorkingOrderRow } from './working-order-repository';

/** Ends a locked pending order without a fill, giving back what it held. */
export async function endUnfilled(
  db: Db,
  row: WorkingOrderRow,
  status: 'CANCELLED' | 'EXPIRED' | 'REJECTED',
  reason: OrderEndReason,
): Promise<WorkingOrderRow> {
  await releaseFor(db, row);
  return updateWorkingOrder(db, row.id, { status, reason });
}

function heldLeg(
  posting: Omit<Posting, 'legs'>,
  currency: CurrencyCode,
  amount: Units,
  to: Posting['legs'][number]['account'],
): Posting {
  return {
    ...posting,
    legs: [
      { account: USER_HELD, currency, amount: -amount },
      { account: to, currency, amount },
    ],
  };
}

/**
 * Fills a locked pending order at `price` inside the caller's transaction: the `orders` row
 * (seen by the buy/sell records), the ledger transactions, the position and the order's end
 * commit together. A buy pays from its hold and gets the rest back; one whose market fill
 * would cost more than it held is rejected instead.
 */
export async function fillOrder(
  db: Db,
  row: WorkingOrderRow,
  price: Units,
): Promise<WorkingOrderRow> {
  const instrument = instrumentById(row.instrumentId)!;
  const currency = row.currency as CurrencyCode;
  const side = row.side as 'BUY' | 'SELL';
  const { gross, fee } = tradeCost(price, row.quantity);
  const held = toUnits(row.held);
  if (side === 'BUY' && gross + fee > held)
    return endUnfilled(db, row, 'REJECTED', 'PRICE_BEYOND_HOLD');

  const filled = await insertOrder(db, {
    tenantId: row.tenantId,
    userId: row.userId,
    instrumentId: row.instrumentId,
    side,
    quantity: row.quantity,
    price: fromUnits(price, 8),
    requestedPrice: row.limitPrice ?? fromUnits(price, 8),
    fee: fromUnits(fee, 8),
    currency,
    source: row.type,
  });
  const what = `${side === 'BUY' ? 'Buy' : 'Sell'} ${row.quantity} ${instrument.symbol} @ ${fromUnits(price)}`;
  const ref = { refType: 'ORDER', refId: filled.id };
  if (side === 'BUY') {
    const rest = held - gross - fee;
    await post(db, row.tenantId, row.userId, [
      heldLeg({ scene: 'TRADE', description: what, ...ref }, currency, gross, HOUSE.settlement),
      heldLeg(
        { scene: 'TRADE_FEE', description: `Fee: ${what}`, ...ref },
        currency,
        fee,
        HOUSE.fees,
      ),
      ...(rest > 0n
        ? [
            heldLeg(
              { scene: 'TRADE', description: `Order ${row.id}: released`, ...ref },
              currency,
              rest,
              USER_CASH,
            ),
          ]
        : []),
    ]);
    await creditPosition(db, {
      tenantId: row.tenantId,
      userId: row.userId,
      instrumentId: row.instrumentId,
      quantity: row.quantity,
      cost: gross,
    });
  } else {
    await post(db, row.tenantId, row.userId, [
      {
        scene: 'TRADE',
        description: what,
        ...ref,
        legs: [
          { account: USER_CASH, currency, amount: gross },
          { account: HOUSE.settlement, currency, amount: -gross },
        ],
      },
      feePosting(what, ref, currency, fee),
    ]);
    const basis = await debitPosition(db, row.userId, row.instrumentId, row.quantity, 'locked');
    // The order locked these shares when it was accepted: their absence is a broken invariant.
    if (basis === null) throw new Error(`sell fill: ${row.quantity} shares were not locked`);
    await setCostBasis(db, filled.id, basis);
  }
  return updateWorkingOrder(db, row.id, {
    status: 'FILLED',
    filledOrderId: filled.id,
    filledPrice: fromUnits(price, 8),
    fee: fromUnits(fee, 8),
  });
}
