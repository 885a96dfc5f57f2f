import type { CurrencyCode, OrderSide } from '@trading/contract';
import { sql } from 'drizzle-orm';
import { isCheckViolation } from '../db/constraint-violation';
import type { Db } from '../db/database';
import { executePrepared } from '../db/execute-prepared';
import { orders } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { fromUnits, timesInt, type Units } from '../ledger/decimal';
import { singleCurrencyPosting } from '../ledger/post';
import { localized } from '../messages/catalogue';
import { feePosting } from './fee-posting';
import type { OrderRow } from './order-repository';
import { positionCredit, positionDebit } from './position-repository';

export interface Fill {
  tenantId: string;
  userId: number;
  instrumentId: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  price: Units;
  /** The price the client showed. */
  requestedPrice: string;
  fee: Units;
  currency: CurrencyCode;
}

/** The order row as the statement returns it: all null when the sell found no shares. */
interface ReturnedOrder {
  id: string | number | null;
  created_ms: number;
  price: string | null;
  requested_price: string | null;
  fee: string | null;
  cost_basis: string | null;
}

/**
 * Records a market order filled at `fill.price` in one statement, one round trip: the
 * user's balance row (locked first, as every posting does), the position (a buy adds
 * shares and cost, a sell takes them off and keeps the cost basis removed on the order),
 * the order row and its TRADE and TRADE_FEE ledger transactions. Inside the caller's
 * transaction: a sell without the shares has changed the balance when it throws, which
 * the caller's rollback undoes.
 */
export async function fillMarketOrder(db: Db, fill: Fill): Promise<OrderRow> {
  const { tenantId, userId, instrumentId, side, quantity, currency } = fill;
  const gross = timesInt(fill.price, quantity);
  const what = `${side === 'BUY' ? 'Buy' : 'Sell'} ${quantity} ${fill.symbol} @ ${fromUnits(fill.price)}`;
  // The order's id is known only inside the statement: `ord` hands it to the ledger below.
  const ref = { refType: 'ORDER', refId: 0 };
  const cashFlow = side === 'BUY' ? -gross : gross;
  const { balance, writes } = singleCurrencyPosting(
    tenantId,
    userId,
    [
      {
        scene: 'TRADE',
        description: what,
        ...ref,
        legs: [
          { account: USER_CASH, currency, amount: cashFlow },
          { account: HOUSE.settlement, currency, amount: -cashFlow },
        ],
      },
      feePosting(what, ref, currency, fill.fee),
    ],
    sql`(select id from ord)`,
  );
  const orderValues = sql`${tenantId}, ${userId}::int, ${instrumentId}::int, ${side}, ${quantity}::bigint,
    ${fromUnits(fill.price, 8)}::numeric, ${fill.requestedPrice}::numeric, ${fromUnits(fill.fee, 8)}::numeric, ${currency}`;
  const orderColumns = sql`(tenant_id, user_id, instrument_id, side, quantity, price, requested_price, fee, currency, cost_basis)`;
  const returned = sql`id, (extract(epoch from created_at) * 1000)::float8 as created_ms,
    price::text, requested_price::text, fee::text, cost_basis::text`;
  // A buy credits the position once the balance row is locked (it reads `balance`); a sell
  // settles `balance` before it locks the position, and the order takes its cost basis.
  const positionAndOrder =
    side === 'BUY'
      ? sql`ord as (
          insert into ${orders} ${orderColumns}
          select ${orderValues}, null from balance
          returning ${returned}
        ), pos as (
          ${positionCredit({ tenantId, userId, instrumentId, quantity, cost: gross }, sql`from balance`)}
        )`
      : sql`pos as (
          ${positionDebit(userId, instrumentId, quantity, sql`exists (select 1 from balance)`)}
        ), ord as (
          insert into ${orders} ${orderColumns}
          select ${orderValues}, removed::numeric from pos
          returning ${returned}
        )`;
  let result: { rows: ReturnedOrder[] };
  try {
    result = await executePrepared<ReturnedOrder>(
      db,
      sql`
      with balance as (${balance}), ${positionAndOrder}, ${writes}
      select o.* from balance left join ord o on true`,
    );
  } catch (error) {
    if (isCheckViolation(error)) throw new ApiError('INSUFFICIENT_BALANCE');
    throw error;
  }
  const [row] = result.rows;
  // No balance row: nothing was ever credited in that currency.
  if (!row) throw new ApiError('INSUFFICIENT_BALANCE');
  if (row.id === null) throw new ApiError('INVALID_STATE', localized('trade.notEnoughShares'));
  return {
    id: Number(row.id),
    tenantId,
    userId,
    instrumentId,
    side,
    quantity,
    price: row.price!,
    requestedPrice: row.requested_price!,
    fee: row.fee!,
    costBasis: row.cost_basis,
    currency,
    source: 'MARKET',
    createdAt: new Date(Math.floor(Number(row.created_ms))),
  };
}
