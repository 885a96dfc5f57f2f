import type {
  CurrencyCode,
  PortfolioFlow,
  PortfolioHistory,
  PortfolioRange,
  TenantConfig,
  TransactionScene,
} from '@trading/contract';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerEntries, ledgerTransactions, orders, portfolioDayValues } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { USER_CASH, USER_HELD } from '../ledger/accounts';
import { divUnits, fromUnits, priceUnits, timesInt, toUnits, type Units } from '../ledger/decimal';
import { instrumentById, type Instrument } from '../market/instruments';
import { localized } from '../messages/catalogue';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ONE = 10n ** 8n;
/** 1D is drawn from 5-minute samples of the simulator's intraday path (289 points). */
const INTRADAY_STEP = 5 * MINUTE;
const SPAN: Record<Exclude<PortfolioRange, 'ALL'>, number> = {
  '1D': DAY,
  '1W': 7 * DAY,
  '1M': 30 * DAY,
  '3M': 90 * DAY,
  '1Y': 365 * DAY,
};

/** The price of an instrument at any past moment (the simulator replays it exactly). */
export interface PriceHistory {
  priceAt(instrument: Instrument, time: number): number;
}

/** Ledger and order events of one book, oldest first. */
interface CashEvent {
  time: number;
  net: Units;
  scene: TransactionScene;
}
interface ShareEvent {
  time: number;
  instrumentId: number;
  delta: number;
}

/**
 * What each scene means for the book's value, one role per scene (the record makes a new
 * scene a type error until it is classified):
 * - OWN_MONEY: money that leaves the cash but stays the investor's (a fund's principal,
 *   payments towards an allotment) and its return — the value does not change, so left out;
 * - RETURN: what the investments earned or cost — part of the return, not a flow;
 * - a flow kind: money in or out of the book, which the time-weighted return sets aside.
 */
const SCENE_ROLE: Readonly<
  Record<TransactionScene, 'OWN_MONEY' | 'RETURN' | PortfolioFlow['kind']>
> = {
  USER_DEPOSIT: 'DEPOSIT',
  CONFIRM_WITHDRAW: 'WITHDRAWAL',
  MONEY_EXCHANGE: 'TRANSFER',
  EXCHANGE_FEE: 'RETURN',
  TRADE: 'RETURN',
  TRADE_FEE: 'RETURN',
  FUNDING: 'OWN_MONEY',
  FUNDING_FEE: 'RETURN',
  QUANTITATIVE_BUY: 'OWN_MONEY',
  QUANTITATIVE_REBASE: 'RETURN',
  QUANTITATIVE_BACK: 'OWN_MONEY',
};

function flowKindOf(scene: TransactionScene): PortfolioFlow['kind'] | null {
  const role = SCENE_ROLE[scene];
  return role === 'OWN_MONEY' || role === 'RETURN' ? null : role;
}

/** The books the summary shows are the only ones a history may be asked for. */
export function assertBook(
  config: Pick<TenantConfig, 'defaultCurrency' | 'usMarketShow'>,
  currency: CurrencyCode,
): void {
  const local = config.defaultCurrency;
  if (currency === local || (currency === 'USD' && config.usMarketShow)) return;
  throw new ApiError('VALIDATION', localized('portfolio.unknownBook', { currency }));
}

async function loadEvents(db: Db, tenantId: string, userId: number, currency: CurrencyCode) {
  const [cash, trades] = await Promise.all([
    db
      .select({
        time: ledgerTransactions.createdAt,
        scene: ledgerTransactions.scene,
        net: sql<string>`sum(${ledgerEntries.amount})::text`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.tenantId, tenantId),
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.currency, currency),
          inArray(ledgerEntries.account, [USER_CASH, USER_HELD]),
        ),
      )
      .groupBy(ledgerTransactions.id)
      .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id)),
    db
      .select({
        time: orders.createdAt,
        instrumentId: orders.instrumentId,
        side: orders.side,
        quantity: orders.quantity,
      })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenantId),
          eq(orders.userId, userId),
          eq(orders.currency, currency),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id)),
  ]);
  const cashEvents: CashEvent[] = cash
    .map((r) => ({
      time: r.time.getTime(),
      net: toUnits(r.net),
      scene: r.scene as TransactionScene,
    }))
    .filter((e) => SCENE_ROLE[e.scene] !== 'OWN_MONEY');
  const shareEvents: ShareEvent[] = trades.map((r) => ({
    time: r.time.getTime(),
    instrumentId: r.instrumentId,
    delta: r.side === 'SELL' ? -r.quantity : r.quantity,
  }));
  return { cashEvents, shareEvents };
}

/**
 * Values of the book at ascending moments in one pass over the events: cash and held count
 * what happened at or before the moment, shares are priced at that moment.
 */
export function valuesAt(
  times: readonly number[],
  cashEvents: readonly CashEvent[],
  shareEvents: readonly ShareEvent[],
  prices: PriceHistory,
): Units[] {
  let cash = 0n;
  const shares = new Map<number, number>();
  let c = 0;
  let s = 0;
  return times.map((t) => {
    while (c < cashEvents.length && cashEvents[c]!.time <= t) cash += cashEvents[c++]!.net;
    while (s < shareEvents.length && shareEvents[s]!.time <= t) {
      const e = shareEvents[s++]!;
      shares.set(e.instrumentId, (shares.get(e.instrumentId) ?? 0) + e.delta);
    }
    let value = cash;
    for (const [id, count] of shares) {
      if (count === 0) continue;
      value += timesInt(priceUnits(prices.priceAt(instrumentById(id)!, t)), count);
    }
    return value;
  });
}

/**
 * Time-weighted return: the period is cut at every flow, each piece's growth is the value
 * just before the next flow over the value just after the previous one, and the pieces are
 * multiplied — so a deposit or withdrawal moves the value but not the return. Pieces that
 * start from nothing hold no investment and are skipped. Exact: the product is kept as one
 * fraction of integers and divided once. Null when no piece had anything invested.
 */
export function timeWeightedReturn(
  start: number,
  end: number,
  flowTimes: readonly number[],
  valueAt: (times: number[]) => Units[],
  flowAt: (time: number) => Units,
): Units | null {
  const cuts = [...new Set(flowTimes.filter((t) => t > start && t <= end))].sort((a, b) => a - b);
  const values = valueAt([start, ...cuts, end]);
  let num = 1n;
  let den = 1n;
  let invested = false;
  let from = values[0]!;
  for (let i = 0; i < cuts.length; i++) {
    const after = values[i + 1]!;
    const before = after - flowAt(cuts[i]!);
    if (from > 0n) {
      num *= before;
      den *= from;
      invested = true;
    }
    from = after;
  }
  if (from > 0n && end > (cuts.at(-1) ?? start)) {
    num *= values.at(-1)!;
    den *= from;
    invested = true;
  }
  if (!invested) return null;
  return divUnits((num - den) * 100n * ONE, den);
}

function utcMidnight(time: number): number {
  return Math.floor(time / DAY) * DAY;
}

function dayLabel(midnight: number): string {
  return new Date(midnight).toISOString().slice(0, 10);
}

/**
 * End-of-day values, read from portfolio_day_values and filled in for the days not there yet
 * (the first history call after a day ends writes it). `ends` are UTC midnights before now;
 * each holds the value of the day that ended then.
 */
async function dayEndValues(
  db: Db,
  book: { tenantId: string; userId: number; currency: CurrencyCode },
  ends: readonly number[],
  compute: (times: number[]) => Units[],
): Promise<Units[]> {
  if (ends.length === 0) return [];
  const labels = ends.map((end) => dayLabel(end - DAY));
  const stored = await db
    .select({ day: portfolioDayValues.day, value: portfolioDayValues.value })
    .from(portfolioDayValues)
    .where(
      and(
        eq(portfolioDayValues.userId, book.userId),
        eq(portfolioDayValues.currency, book.currency),
        gte(portfolioDayValues.day, labels[0]!),
        lte(portfolioDayValues.day, labels.at(-1)!),
      ),
    );
  const known = new Map(stored.map((r) => [r.day, toUnits(r.value)]));
  const missing = ends.filter((_, i) => !known.has(labels[i]!));
  if (missing.length > 0) {
    const values = compute(missing);
    const rows = missing.map((end, i) => ({
      tenantId: book.tenantId,
      userId: book.userId,
      currency: book.currency,
      day: dayLabel(end - DAY),
      value: fromUnits(values[i]!, 8),
    }));
    for (let i = 0; i < rows.length; i += 1_000) {
      await db
        .insert(portfolioDayValues)
        .values(rows.slice(i, i + 1_000))
        .onConflictDoNothing();
    }
    for (const row of rows) known.set(row.day, toUnits(row.value));
  }
  return labels.map((label) => known.get(label)!);
}

export interface HistoryRequest {
  tenant: { id: string; config: Pick<TenantConfig, 'defaultCurrency' | 'usMarketShow'> };
  userId: number;
  range: PortfolioRange;
  currency: CurrencyCode;
  now: number;
}

/**
 * The Holdings value chart of one currency book: 1D from 5-minute samples, longer ranges
 * from kept end-of-day values, each ending with the value now; the TWR over the range; and
 * the flows in it to mark.
 */
export async function portfolioHistory(
  db: Db,
  prices: PriceHistory,
  req: HistoryRequest,
): Promise<PortfolioHistory> {
  assertBook(req.tenant.config, req.currency);
  const { now, range, currency } = req;
  const { cashEvents, shareEvents } = await loadEvents(db, req.tenant.id, req.userId, currency);
  const compute = (times: number[]) => valuesAt(times, cashEvents, shareEvents, prices);

  const firstEvent = Math.min(cashEvents[0]?.time ?? now, shareEvents[0]?.time ?? now);
  const start = range === 'ALL' ? Math.min(utcMidnight(firstEvent), now) : now - SPAN[range];

  const points: { time: number; value: Units }[] = [];
  if (range === '1D') {
    const times: number[] = [start];
    const first = Math.floor(start / INTRADAY_STEP) * INTRADAY_STEP + INTRADAY_STEP;
    for (let t = first; t < now; t += INTRADAY_STEP) times.push(t);
    times.push(now);
    const values = compute(times);
    times.forEach((time, i) => points.push({ time, value: values[i]! }));
  } else {
    const ends: number[] = [];
    for (let m = utcMidnight(start) + DAY; m < now; m += DAY) if (m > start) ends.push(m);
    const [startValue, nowValue] = compute([start, now]);
    const stored = await dayEndValues(
      db,
      { tenantId: req.tenant.id, userId: req.userId, currency },
      ends,
      compute,
    );
    points.push({ time: start, value: startValue! });
    ends.forEach((time, i) => points.push({ time, value: stored[i]! }));
    points.push({ time: now, value: nowValue! });
  }

  const flowEvents = cashEvents.flatMap((e) => {
    const kind = flowKindOf(e.scene);
    return kind && e.time > start && e.time <= now && e.net !== 0n ? [{ ...e, kind }] : [];
  });
  const flowAt = (time: number) =>
    flowEvents.filter((e) => e.time === time).reduce((sum, e) => sum + e.net, 0n);
  const twr = timeWeightedReturn(
    start,
    now,
    flowEvents.map((e) => e.time),
    compute,
    flowAt,
  );

  return {
    currencyType: currency,
    range,
    points: points.map((p) => ({ time: p.time, value: fromUnits(p.value) })),
    twrPercent: twr === null ? null : fromUnits(twr),
    flows: flowEvents.map((e) => ({
      time: e.time,
      amount: fromUnits(e.net),
      kind: e.kind,
    })),
  };
}
