import {
  EXCHANGE_TIME_ZONES,
  type ContractNoteKind,
  type ContractNoteSource,
  type CurrencyCode,
  type Market,
  type OrderSide,
  type TransactionScene,
} from '@trading/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { epochMs } from '../db/epoch-ms';
import { executePrepared } from '../db/execute-prepared';
import { toUnits, type Units } from '../ledger/decimal';
import { instrumentById } from '../market/instruments';

/** One ledger transaction of the fill, as it moved the investor's money (cash and held together). */
export interface NoteLine {
  scene: TransactionScene;
  /** Signed: positive came into the account. */
  amount: Units;
}

/** A fill's confirmation: what was traded, where and when, and what the ledger booked for it. */
export interface ContractNote {
  source: ContractNoteSource;
  id: number;
  documentNumber: string;
  kind: ContractNoteKind;
  side: OrderSide;
  title: string;
  symbol: string | null;
  exchange: Market | null;
  quantity: number | null;
  price: Units | null;
  currency: CurrencyCode;
  tradeTime: number;
  /** The zone the trade time is written in: the exchange's, or the tenant's market's for a fund. */
  timeZone: string;
  /** The fill's postings with a net effect on the investor, oldest first. */
  lines: NoteLine[];
  /** The lines' sum: what the fill took from (negative) or gave to the account. */
  netAmount: Units;
}

/**
 * The postings a note confirms, by source: a fund order's later pay-back shares its ref but is
 * not part of the purchase, and an order's "released" rest of a hold nets to zero.
 */
const NOTE_SCENES: Record<ContractNoteSource, readonly TransactionScene[]> = {
  ORDER: ['TRADE', 'TRADE_FEE'],
  APPLICATION: ['FUNDING', 'FUNDING_FEE'],
  QUANT_ORDER: ['QUANTITATIVE_BUY'],
};

const SOURCE_LETTER: Record<ContractNoteSource, string> = {
  ORDER: 'O',
  APPLICATION: 'A',
  QUANT_ORDER: 'F',
};

/** "CN-NGN-O000042": unique per tenant (the record ids are), stable, and says what it confirms. */
export function contractNoteNumber(tenantId: string, source: ContractNoteSource, id: number) {
  return `CN-${tenantId.toUpperCase()}-${SOURCE_LETTER[source]}${String(id).padStart(6, '0')}`;
}

interface FillRow {
  id: string | number;
  kind: string;
  side: string;
  quantity: string | number | null;
  price: string | null;
  currency: string;
  at_ms: string | number;
  instrument_id: string | number | null;
  title: string | null;
}

/**
 * Each source's fills of one investor as (id, kind, side, quantity, price, currency, time,
 * instrument, title): orders as filled; an allotment once paid in full (FINISH), at its last
 * payment; a fund order when bought.
 */
function fillsOf(source: ContractNoteSource, tenantId: string, userId: number): SQL {
  switch (source) {
    case 'ORDER':
      return sql`select id, source as kind, side, quantity, price::text as price, currency,
          ${epochMs('created_at')} as at_ms, instrument_id, null::text as title
        from orders where tenant_id = ${tenantId} and user_id = ${userId}::int`;
    case 'APPLICATION':
      return sql`select id, kind, 'BUY' as side, obtain_num as quantity, price::text as price,
          currency_type as currency, ${epochMs('updated_at')} as at_ms, instrument_id, null::text as title
        from offering_applications
        where tenant_id = ${tenantId} and user_id = ${userId}::int and status = 'FINISH'`;
    case 'QUANT_ORDER':
      return sql`select q.id, 'FUND' as kind, 'BUY' as side, null::bigint as quantity, null::text as price,
          q.currency_type as currency, floor(extract(epoch from q.created_at) * 1000)::bigint as at_ms,
          null::int as instrument_id, p.name as title
        from quant_orders q join quant_products p on p.id = q.product_id
        where q.tenant_id = ${tenantId} and q.user_id = ${userId}::int`;
  }
}

/** Every fill of the investor, newest first: (source, id) of one page, and how many there are. */
export async function pageContractNotes(
  db: Db,
  tenantId: string,
  userId: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ refs: { source: ContractNoteSource; id: number }[]; total: number }> {
  const all = sql`select 'ORDER' as source, id, at_ms from (${fillsOf('ORDER', tenantId, userId)}) o
    union all select 'APPLICATION', id, at_ms from (${fillsOf('APPLICATION', tenantId, userId)}) a
    union all select 'QUANT_ORDER', id, at_ms from (${fillsOf('QUANT_ORDER', tenantId, userId)}) q`;
  const { rows } = await executePrepared<{ source: ContractNoteSource; id: string; total: string }>(
    db,
    sql`select source, id::text, count(*) over ()::text as total from (${all}) f
      order by at_ms desc, id desc
      limit ${page.pageSize}::int offset ${(page.pageNum - 1) * page.pageSize}::bigint`,
  );
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number(
          (
            await executePrepared<{ n: string }>(
              db,
              sql`select count(*)::text as n from (${all}) f`,
            )
          ).rows[0]!.n,
        );
  return { refs: rows.map((r) => ({ source: r.source, id: Number(r.id) })), total };
}

/**
 * The note of one of the investor's fills, its figures read from the ledger; undefined when the
 * investor has no such fill (another investor's is answered the same way).
 */
export async function readContractNote(
  db: Db,
  tenant: { id: string; marketTimeZone: string },
  userId: number,
  source: ContractNoteSource,
  id: number,
): Promise<ContractNote | undefined> {
  const { rows } = await executePrepared<FillRow>(
    db,
    sql`select * from (${fillsOf(source, tenant.id, userId)}) f where f.id = ${id}::int`,
  );
  const fill = rows[0];
  if (!fill) return undefined;
  const scenes = NOTE_SCENES[source];
  const posted = await executePrepared<{ scene: TransactionScene; amount: string }>(
    db,
    sql`select t.scene, sum(e.amount)::text as amount
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.user_id = t.user_id
      where t.tenant_id = ${tenant.id} and t.user_id = ${userId}::int and t.ref_type = ${source}
        and t.ref_id = ${id}::bigint and t.scene in (${sql.join(
          scenes.map((s) => sql`${s}`),
          sql`, `,
        )})
      group by t.id, t.scene having sum(e.amount) <> 0 order by t.id`,
  );
  const lines = posted.rows.map((r) => ({ scene: r.scene, amount: toUnits(r.amount) }));
  const instrument =
    fill.instrument_id === null ? undefined : instrumentById(Number(fill.instrument_id));
  return {
    source,
    id: Number(fill.id),
    documentNumber: contractNoteNumber(tenant.id, source, Number(fill.id)),
    kind: fill.kind as ContractNoteKind,
    side: fill.side as OrderSide,
    title: instrument?.name ?? fill.title ?? '',
    symbol: instrument?.symbol ?? null,
    exchange: instrument?.exchange ?? null,
    quantity: fill.quantity === null ? null : Number(fill.quantity),
    price: fill.price === null ? null : toUnits(fill.price),
    currency: fill.currency as CurrencyCode,
    tradeTime: Number(fill.at_ms),
    timeZone: instrument ? EXCHANGE_TIME_ZONES[instrument.exchange] : tenant.marketTimeZone,
    lines,
    netAmount: lines.reduce((sum, line) => sum + line.amount, 0n),
  };
}
