import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStatement } from '../../src/documents/statement';
import { balanceIn, readBalances } from '../../src/ledger/balances';
import { fromUnits, priceUnits, toUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf, type Investor } from '../money/money-api';
import { documentLink, download, pdfText } from './document-download';

const DANGCEM = 1001;
const AAPL = 4001;
const DAY_MS = 86_400_000;
const LAGOS = 'Africa/Lagos';
/** How many generated trades filled: the property must not pass on refusals alone. */
const fills = { count: 0, refused: [] as string[] };

const cents = fc
  .integer({ min: 100, max: 50_000_000 })
  .map((c) => fromUnits(BigInt(c) * 10n ** 6n));
const op = fc.oneof(
  fc.record({ kind: fc.constant('fund' as const), amount: cents }),
  fc.record({
    kind: fc.constantFrom('buy' as const, 'sell' as const),
    id: fc.constantFrom(DANGCEM, AAPL),
    lots: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ kind: fc.constant('toUSD' as const), amount: cents }),
);

/** One generated operation of an investor's history. */
type Op = { kind: string; amount?: string; id?: number; lots?: number };

describe.each(DB_KINDS)('monthly statements reconcile to the ledger on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await servicesOf(t.app).db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Plays the operations, then spreads the investor's history over the last ~3 months. */
  async function history(me: Investor, ops: readonly Op[], span: number) {
    const { market } = servicesOf(t.app);
    for (const o of ops) {
      if (o.kind === 'fund') await fund(t.app, me, 'NGN', o.amount!);
      else if (o.kind === 'toUSD') {
        const r = await api(t.app, 'POST', '/exchange/toUSD', {
          token: me.token,
          body: { amount: o.amount },
        });
        expect([0, 20001, 20007]).toContain(r.code);
      } else {
        const price = fromUnits(priceUnits(market.quote(instrumentById(o.id!)!).price));
        const r = await api(t.app, 'POST', `/stockTrade/${o.kind}`, {
          token: me.token,
          body: { id: o.id, amount: o.lots! * 10, price },
        });
        // Refused only for want of money or shares.
        expect([0, 20001, 20008], r.msg).toContain(r.code);
        if (r.code === 0) fills.count++;
        else fills.refused.push(`${o.kind} ${o.id} ${r.code} ${r.msg}`);
      }
    }
    // Oldest first, evenly over `span` days up to a minute ago: entry order stays time order.
    const now = Date.now();
    await servicesOf(t.app).db.execute(sql`
      with numbered as (
        select id, row_number() over (order by id) as n, count(*) over () as total
        from ledger_transactions where user_id = ${me.userId})
      update ledger_transactions t
      set created_at = to_timestamp((${now - span * DAY_MS}::bigint
        + (n - 1) * (${span * DAY_MS - 60_000}::bigint / greatest(total, 1))) / 1000.0)
      from numbered where t.id = numbered.id`);
    await servicesOf(t.app).db.execute(sql`
      update orders o set created_at = t.created_at from ledger_transactions t
      where t.ref_type = 'ORDER' and t.ref_id = o.id and t.scene = 'TRADE' and o.user_id = ${me.userId}`);
  }

  it('opening + movements = closing every month, the months chain, and the last closes at the balance', async () => {
    const { db, market } = servicesOf(t.app);
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 100 }),
        async (ops, span) => {
          const me = await newInvestor(t.app);
          await fund(t.app, me, 'NGN', '2000000');
          // Every history holds shares and trades at least once, whatever is generated after.
          await history(me, [{ kind: 'buy', id: DANGCEM, lots: 1 }, ...ops], span);
          const periods = (await ok(t.app, 'GET', '/documents/statements', {
            token: me.token,
          })) as { currency: 'NGN' | 'USD'; month: string }[];
          const balances = await readBalances(db, 'ngn', me.userId);
          for (const currency of ['NGN', 'USD'] as const) {
            const months = periods
              .filter((p) => p.currency === currency)
              .map((p) => p.month)
              .sort();
            if (months.length === 0) {
              expect(balances.has(currency)).toBe(false);
              continue;
            }
            let previousClosing = 0n;
            let movedInAll = 0n;
            for (const month of months) {
              const s = await readStatement(db, market.sim, {
                tenantId: 'ngn',
                userId: me.userId,
                currency,
                month,
                timeZone: LAGOS,
                now: Date.now(),
              });
              expect(s.opening).toBe(previousClosing);
              let running = s.opening;
              for (const m of s.movements) {
                running += m.amount;
                expect(m.balance).toBe(running);
                expect(m.at >= s.span.start && m.at < s.span.end).toBe(true);
              }
              expect(s.closing).toBe(running);
              movedInAll += s.closing - s.opening;
              previousClosing = s.closing;
              // Holdings at the month's end: every fill before it, none after.
              const held = await rows<{ instrument_id: number; quantity: string }>(sql`
                select instrument_id, sum(case side when 'BUY' then quantity else -quantity end)::text as quantity
                from orders where user_id = ${me.userId} and created_at < to_timestamp(${s.span.end / 1000})
                group by instrument_id`);
              const expected = held
                .filter(
                  (h) =>
                    instrumentById(h.instrument_id)!.currencyType === currency &&
                    Number(h.quantity) > 0,
                )
                .map((h) => [instrumentById(h.instrument_id)!.symbol, Number(h.quantity)])
                .sort();
              expect(s.holdings.map((h) => [h.instrument.symbol, h.quantity]).sort()).toEqual(
                expected,
              );
            }
            const book = balanceIn(balances, currency);
            expect(previousClosing).toBe(book.cash + book.held);
            const [ledger] = await rows<{ total: string }>(sql`
              select coalesce(sum(amount), 0)::text as total from ledger_entries
              where user_id = ${me.userId} and currency = ${currency}`);
            expect(movedInAll).toBe(toUnits(ledger!.total));
          }
        },
      ),
      { numRuns: 6 },
    );
    expect(fills.count, fills.refused.join('; ')).toBeGreaterThan(0);
  }, 300_000);

  it('the CSV carries the same figures: its movements sum from the opening to the closing row', async () => {
    const me = await newInvestor(t.app);
    await history(
      me,
      [
        { kind: 'fund', amount: '50000.00' },
        { kind: 'buy', id: DANGCEM, lots: 1 },
      ],
      1,
    );
    const [period] = (await ok(t.app, 'GET', '/documents/statements', { token: me.token })) as {
      currency: string;
      month: string;
    }[];
    const url = await documentLink(t.app, me, '/documents/statement/link', {
      ...period,
      format: 'csv',
    });
    const response = await download(t.app, me.host, url);
    const [header, ...lines] = response.payload.trim().split('\r\n');
    expect(header).toBe(
      'document_number,currency,month,row_type,time,transaction_id,scene,description,amount,balance,symbol,quantity,price,value',
    );
    const cells = lines.map((line) => line.split(','));
    const of = (type: string) => cells.filter((c) => c[3] === type);
    const opening = toUnits(of('OPENING')[0]![9]!);
    const moved = of('MOVEMENT').reduce((sum, c) => sum + toUnits(c[8]!), 0n);
    expect(opening + moved).toBe(toUnits(of('CLOSING')[0]![9]!));
    expect(of('MOVEMENT').map((c) => c[6])).toEqual(['USER_DEPOSIT', 'TRADE', 'TRADE_FEE']);
    expect(of('HOLDING').map((c) => [c[10], c[11]])).toEqual([['DANGCEM', '10']]);
    const balance = balanceIn(await readBalances(servicesOf(t.app).db, 'ngn', me.userId), 'NGN');
    expect(toUnits(of('CLOSING')[0]![9]!)).toBe(balance.cash + balance.held);
  });

  it('the PDF reads back with the book, both balances and the holdings valued at the month end', async () => {
    const me = await newInvestor(t.app);
    await history(
      me,
      [
        { kind: 'fund', amount: '1234567.89' },
        { kind: 'buy', id: DANGCEM, lots: 2 },
      ],
      1,
    );
    const [period] = (await ok(t.app, 'GET', '/documents/statements', { token: me.token })) as {
      currency: string;
      month: string;
    }[];
    const url = await documentLink(t.app, me, '/documents/statement/link', {
      ...period,
      format: 'pdf',
    });
    const response = await download(t.app, me.host, url);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const balance = balanceIn(await readBalances(servicesOf(t.app).db, 'ngn', me.userId), 'NGN');
    const closing = Number(fromUnits(balance.cash + balance.held)).toLocaleString('en', {
      minimumFractionDigits: 2,
    });
    for (const words of [
      'Naira Markets Securities Ltd',
      `Monthly statement · NGN · ${period!.month}`,
      `ST-NGN-${String(me.userId).padStart(6, '0')}-NGN-${period!.month.replace('-', '')}`,
      'Opening balance ₦0.00',
      'Deposit',
      `Closing balance ₦${closing}`,
      'DANGCEM · Dangote Cement Plc 20',
    ])
      expect(text).toContain(words);
  });
});
