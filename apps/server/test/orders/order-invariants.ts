import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { expectLedgerConsistent, servicesOf } from '../money/money-api';

/**
 * What must hold after any sequence of order calls and matcher passes: the ledger audits
 * clean, nothing is negative, the cash held and shares locked are exactly what the pending
 * orders need, and every filled order has one fill.
 */
export async function expectOrderBookConsistent(app: FastifyInstance, userId: number) {
  const { db } = servicesOf(app);
  await expectLedgerConsistent(app);
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, string | number>[] }).rows;
  const [money] = await rows(sql`
    select coalesce(b.cash, 0)::text as cash, coalesce(b.held, 0)::text as held,
      (select coalesce(sum(held), 0)::text from working_orders
        where user_id = ${userId} and status = 'PENDING' and side = 'BUY') as needed
    from (select 1) one
      left join user_balances b on b.user_id = ${userId} and b.currency = 'NGN'`);
  expect(Number(money!.cash)).toBeGreaterThanOrEqual(0);
  expect(Number(money!.held)).toBe(Number(money!.needed));
  const positions = await rows(sql`
    select p.instrument_id, p.available, p.locked,
      (select coalesce(sum(quantity), 0)::int from working_orders w
        where w.user_id = p.user_id and w.instrument_id = p.instrument_id
          and status = 'PENDING' and side = 'SELL') as needed
    from positions p where p.user_id = ${userId}`);
  for (const p of positions) {
    expect(Number(p.available)).toBeGreaterThanOrEqual(0);
    expect(Number(p.locked)).toBe(Number(p.needed));
  }
  const [fills] = await rows(sql`
    select
      (select count(*)::int from working_orders where user_id = ${userId} and status = 'FILLED') as filled,
      (select count(distinct filled_order_id)::int from working_orders
        where user_id = ${userId} and status = 'FILLED') as linked,
      (select count(*)::int from orders where user_id = ${userId}) as trades,
      (select count(*)::int from working_orders
        where user_id = ${userId} and (status = 'FILLED') <> (filled_order_id is not null)) as odd`);
  expect(fills).toMatchObject({ linked: fills!.filled, trades: fills!.filled, odd: 0 });
}
