import type { CurrencyCode, StatementPeriod, TransactionScene } from '@trading/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { epochMs } from '../db/epoch-ms';
import { executePrepared } from '../db/execute-prepared';
import { priceUnits, roundUnits, timesInt, toUnits, type Units } from '../ledger/decimal';
import { instrumentById, type Instrument } from '../market/instruments';
import { monthOf, monthSpan, type MonthSpan } from './statement-month';

/** One ledger transaction that changed the book, and the book's balance after it. */
export interface Movement {
  transactionId: number;
  at: number;
  scene: TransactionScene;
  description: string;
  /** Signed: positive came into the book. */
  amount: Units;
  balance: Units;
}

export interface Holding {
  instrument: Instrument;
  quantity: number;
  /** The price at the month's end (or now, for the month under way). */
  price: Units;
  value: Units;
}

/**
 * A month of one currency book: the investor's money in that currency, cash and held together
 * (a withdrawal under review is still theirs), so moving money between the two is no movement.
 */
export interface Statement {
  currency: CurrencyCode;
  span: MonthSpan;
  timeZone: string;
  documentNumber: string;
  opening: Units;
  movements: Movement[];
  closing: Units;
  /** The instant the holdings are valued at: the month's end, or now while it runs. */
  valuedAt: number;
  holdings: Holding[];
  holdingsValue: Units;
}

/** "ST-NGN-000012-NGN-202611": the tenant, the investor, the book and the month. */
export function statementNumber(tenantId: string, userId: number, currency: string, month: string) {
  return `ST-${tenantId.toUpperCase()}-${String(userId).padStart(6, '0')}-${currency}-${month.replace('-', '')}`;
}

/**
 * The months with a statement, per book, newest first: from the month of the book's first
 * posting to the month under way.
 */
export async function statementPeriods(
  db: Db,
  tenantId: string,
  userId: number,
  timeZone: string,
  now: number,
): Promise<StatementPeriod[]> {
  const { rows } = await executePrepared<{ currency: CurrencyCode; first_ms: string }>(
    db,
    sql`select e.currency, floor(extract(epoch from min(t.created_at)) * 1000)::bigint::text as first_ms
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId}::int
      group by e.currency order by e.currency`,
  );
  const periods: StatementPeriod[] = [];
  const current = monthOf(now, timeZone);
  for (const { currency, first_ms } of rows) {
    let month = current;
    const first = monthOf(Number(first_ms), timeZone);
    while (month >= first) {
      periods.push({ currency, month });
      month = previousMonth(month);
    }
  }
  return periods.sort(
    (a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency),
  );
}

function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * The statement of one book and month, read from the ledger: the opening balance is the sum of
 * every posting before the month, each movement a transaction's net effect on the book within
 * it, so opening + movements = closing to the cent by construction. Holdings are today's
 * positions with every fill after the month's end taken back, valued at the simulator's price
 * of that instant.
 */
export async function readStatement(
  db: Db,
  sim: { quote(instrument: Instrument, at: number): { price: number } },
  req: {
    tenantId: string;
    userId: number;
    currency: CurrencyCode;
    month: string;
    timeZone: string;
    now: number;
  },
): Promise<Statement> {
  const { tenantId, userId, currency } = req;
  const span = monthSpan(req.month, req.timeZone);
  const start = new Date(span.start);
  const end = new Date(span.end);
  const before = await executePrepared<{ opening: string }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as opening
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId}::int and e.currency = ${currency}
        and t.created_at < ${start.toISOString()}::timestamptz`,
  );
  const opening = toUnits(before.rows[0]!.opening);
  const within = await executePrepared<{
    id: string;
    at_ms: string;
    scene: TransactionScene;
    description: string;
    amount: string;
  }>(
    db,
    sql`select t.id::text, ${epochMs('created_at')}::text as at_ms, t.scene, t.description,
        sum(e.amount)::text as amount
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId}::int and e.currency = ${currency}
        and t.created_at >= ${start.toISOString()}::timestamptz
        and t.created_at < ${end.toISOString()}::timestamptz
      group by t.id having sum(e.amount) <> 0
      order by t.created_at, t.id`,
  );
  let balance = opening;
  const movements = within.rows.map((row) => {
    const amount = toUnits(row.amount);
    balance += amount;
    return {
      transactionId: Number(row.id),
      at: Number(row.at_ms),
      scene: row.scene,
      description: row.description,
      amount,
      balance,
    };
  });
  const valuedAt = Math.min(span.end - 1, req.now);
  const holdings = (await quantitiesAt(db, tenantId, userId, end))
    .map(({ instrumentId, quantity }) => ({ instrument: instrumentById(instrumentId), quantity }))
    .filter(
      (h): h is { instrument: Instrument; quantity: number } =>
        h.instrument?.currencyType === currency && h.quantity > 0,
    )
    .sort((a, b) => a.instrument.symbol.localeCompare(b.instrument.symbol))
    .map(({ instrument, quantity }) => {
      const price = priceUnits(sim.quote(instrument, valuedAt).price);
      return {
        instrument,
        quantity,
        price,
        value: roundUnits(timesInt(price, quantity), 2, 'half-up'),
      };
    });
  return {
    currency,
    span,
    timeZone: req.timeZone,
    documentNumber: statementNumber(tenantId, userId, currency, req.month),
    opening,
    movements,
    closing: balance,
    valuedAt,
    holdings,
    holdingsValue: holdings.reduce((sum, h) => sum + h.value, 0n),
  };
}

/** Shares held at `end`: today's, less what fills (orders, completed allotments) added since. */
async function quantitiesAt(
  db: Db,
  tenantId: string,
  userId: number,
  end: Date,
): Promise<{ instrumentId: number; quantity: number }[]> {
  const at = end.toISOString();
  const { rows } = await executePrepared<{ instrument_id: string; quantity: string }>(
    db,
    sql`select instrument_id::text, sum(quantity)::text as quantity from (
        select instrument_id, available + locked as quantity from positions
          where tenant_id = ${tenantId} and user_id = ${userId}::int
        union all
        select instrument_id, case side when 'BUY' then -quantity else quantity end from orders
          where tenant_id = ${tenantId} and user_id = ${userId}::int and created_at >= ${at}::timestamptz
        union all
        select instrument_id, -obtain_num from offering_applications
          where tenant_id = ${tenantId} and user_id = ${userId}::int and status = 'FINISH'
            and updated_at >= ${at}::timestamptz
      ) q group by instrument_id`,
  );
  return rows.map((r) => ({ instrumentId: Number(r.instrument_id), quantity: Number(r.quantity) }));
}
