import type { CurrencyCode, OrderSide } from '@trading/contract';
import { sql, type SQL } from 'drizzle-orm';
import { isCheckViolation, isNotNullViolation } from '../db/constraint-violation';
import type { Db } from '../db/database';
import { epochMs } from '../db/epoch-ms';
import { executePrepared } from '../db/execute-prepared';
import { orders } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { fromUnits, timesInt, type Units } from '../ledger/decimal';
import { singleCurrencyPosting } from '../ledger/post';
import { rowAnswerCte, type RowAnswer } from '../idempotency/row-answer';
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

/** The order row as the statement returns it. */
interface ReturnedOrder {
  id: string | number;
  created_ms: string | number;
  price: string;
  requested_price: string;
  fee: string;
  cost_basis: string | null;
}

/** SQL of the new order's id and creation time (epoch ms), for an answer stored with it. */
export interface NewOrderSql {
  id: SQL;
  createdMs: SQL;
}

/**
 * Records a market order filled at `fill.price` in one statement, one round trip: the
 * user's balance row (locked first, as every posting does), the position (a buy adds
 * shares and cost, a sell takes them off and keeps the cost basis removed on the order),
 * the order row, its TRADE and TRADE_FEE ledger transactions and, when `answer` is given,
 * the answer stored under its idempotency key (none when nothing was filled). Every
 * refusal is an error of the whole statement, so it is atomic with or without a
 * transaction around it.
 */
export async function fillMarketOrder(
  db: Db,
  fill: Fill,
  answer?: RowAnswer<NewOrderSql>,
): Promise<OrderRow> {
  const { tenantId, userId, instrumentId, side, quantity, currency } = fill;
  const gross = timesInt(fill.price, quantity);
  const what = `${side === 'BUY' ? 'Buy' : 'Sell'} ${quantity} ${fill.symbol} @ ${fromUnits(fill.price)}`;
  // The order's id is known only inside the statement: `ord` hands it to the ledger below.
  const ref = { refType: 'ORDER', refId: 0 };
  const cashFlow = side === 'BUY' ? -gross : gross;
  const { balance, writes, posted } = singleCurrencyPosting(
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
  const orderValues = (shares: SQL, costBasis: SQL) =>
    sql`${tenantId}, ${userId}::int, ${instrumentId}::int, ${side}, ${shares}, ${fromUnits(fill.price, 8)}::numeric,
      ${fill.requestedPrice}::numeric, ${fromUnits(fill.fee, 8)}::numeric, ${currency}, ${costBasis}`;
  const insertOrder = sql`insert into ${orders}
    (tenant_id, user_id, instrument_id, side, quantity, price, requested_price, fee, currency, cost_basis)`;
  const returned = sql`returning id, ${epochMs('created_at')} as created_ms, price::text, requested_price::text, fee::text, cost_basis::text`;
  // A buy credits the position once the balance row is locked (it reads `balance`). A sell
  // settles `balance` before it locks the position, and the order takes the shares and
  // cost basis the debit returns: none when they are not there, and the order's NOT NULL
  // quantity then fails the statement.
  const positionAndOrder =
    side === 'BUY'
      ? sql`ord as (
          ${insertOrder} select ${orderValues(sql`${quantity}::bigint`, sql`null`)} from balance ${returned}
        ), pos as (
          ${positionCredit({ tenantId, userId, instrumentId, quantity, cost: gross }, sql`from balance`)}
        )`
      : sql`pos as (
          ${positionDebit(userId, instrumentId, quantity, { first: sql`exists (select 1 from balance)` })}
        ), ord as (
          ${insertOrder} select ${orderValues(sql`p.sold`, sql`p.removed::numeric`)}
          from balance left join pos p on true ${returned}
        )`;
  const stored = rowAnswerCte(answer, sql`ord`, {
    id: sql`ord.id`,
    createdMs: sql`ord.created_ms`,
  });
  let result: { rows: ReturnedOrder[] };
  try {
    result = await executePrepared<ReturnedOrder>(
      db,
      sql`with balance as (${balance}), ${positionAndOrder}, ${writes}${stored} select * from ord`,
    );
  } catch (error) {
    if (isCheckViolation(error)) throw new ApiError('INSUFFICIENT_BALANCE');
    if (isNotNullViolation(error))
      throw new ApiError('INVALID_STATE', localized('trade.notEnoughShares'));
    throw error;
  }
  const [row] = result.rows;
  // No balance row: nothing was ever credited in that currency, and nothing was written.
  if (!row) throw new ApiError('INSUFFICIENT_BALANCE');
  posted();
  return {
    id: Number(row.id),
    tenantId,
    userId,
    instrumentId,
    side,
    quantity,
    price: row.price,
    requestedPrice: row.requested_price,
    fee: row.fee,
    costBasis: row.cost_basis,
    currency,
    source: 'MARKET',
    createdAt: new Date(Number(row.created_ms)),
  };
}
