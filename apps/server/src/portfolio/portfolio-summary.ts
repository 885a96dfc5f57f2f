import type {
  AllocationHolding,
  AllocationMarket,
  CurrencyCode,
  Market,
  PortfolioBook,
  PortfolioSummary,
  TenantConfig,
} from '@trading/contract';
import type { Db } from '../db/database';
import { balanceIn, readBalances } from '../ledger/balances';
import { lockedFunds } from '../ledger/locked-funds';
import { pendingWithdrawals } from '../ledger/pending-withdrawals';
import { divUnits, fromUnits, priceUnits, timesInt, toUnits, type Units } from '../ledger/decimal';
import { instrumentById, type Instrument } from '../market/instruments';
import { listPositions } from '../trading/position-repository';
import type { DayQuotes } from '../trading/price-source';
import { bookFigures, type HoldingFigures } from './book-figures';
import { realisedPnl } from './realised-pnl';

/** value / whole in percent to the cent; 0 when the whole is 0. */
function percentOf(value: Units, whole: Units): string {
  return whole === 0n ? '0.00' : fromUnits(divUnits(value * 100n * 10n ** 8n, whole));
}

/**
 * A book's allocation: each holding's share of its market value (the weight the rows show),
 * and each market's shares and the cash as parts of market value + cash. Ties keep the
 * instrument order, so the list does not shuffle between refreshes.
 */
function allocation(
  held: readonly { instrument: Instrument; value: Units }[],
  marketValue: Units,
  cash: Units,
): { holdings: AllocationHolding[]; markets: AllocationMarket[] } {
  const sorted = [...held].sort((a, b) =>
    a.value === b.value ? a.instrument.id - b.instrument.id : a.value > b.value ? -1 : 1,
  );
  const byMarket = new Map<Market, Units>();
  for (const { instrument, value } of held)
    byMarket.set(instrument.exchange, (byMarket.get(instrument.exchange) ?? 0n) + value);
  const total = marketValue + cash;
  return {
    holdings: sorted.map(({ instrument, value }) => ({
      stockId: instrument.id,
      stockName: instrument.name,
      stockSymbol: instrument.symbol,
      stockExchange: instrument.exchange,
      marketValue: fromUnits(value),
      weightPercent: percentOf(value, marketValue),
    })),
    markets: [
      ...[...byMarket].map(([market, value]) => ({
        market,
        value: fromUnits(value),
        weightPercent: percentOf(value, total),
      })),
      { market: null, value: fromUnits(cash), weightPercent: percentOf(cash, total) },
    ],
  };
}

/**
 * The Holdings summary: one book in the tenant's currency, and a USD book beside it when the
 * tenant shows the US market (where US stocks can be bought at all). A book's total counts
 * what the Account screen's total counts in that currency (ledger/account-summary.ts), and
 * names each part.
 */
export async function portfolioSummary(
  db: Db,
  quotes: DayQuotes,
  tenant: { id: string; config: Pick<TenantConfig, 'defaultCurrency' | 'usMarketShow'> },
  userId: number,
): Promise<PortfolioSummary> {
  const [rows, balances, realised, locked, withdrawing] = await Promise.all([
    listPositions(db, tenant.id, userId),
    readBalances(db, tenant.id, userId),
    realisedPnl(db, tenant.id, userId),
    lockedFunds(db, tenant.id, userId),
    pendingWithdrawals(db, tenant.id, userId),
  ]);
  const holdings = new Map<CurrencyCode, HoldingFigures[]>();
  const instruments = new Map<CurrencyCode, { instrument: Instrument; value: Units }[]>();
  for (const row of rows) {
    const instrument = instrumentById(row.instrumentId)!;
    const quote = quotes.quote(instrument);
    const shares = row.available + row.locked;
    const list = holdings.get(instrument.currencyType) ?? [];
    list.push({
      shares,
      price: priceUnits(quote.price),
      previousClose: priceUnits(quote.previousClose),
      cost: toUnits(row.cost),
    });
    holdings.set(instrument.currencyType, list);
    if (shares > 0) {
      const values = instruments.get(instrument.currencyType) ?? [];
      values.push({ instrument, value: timesInt(priceUnits(quote.price), shares) });
      instruments.set(instrument.currencyType, values);
    }
  }
  const book = (currency: CurrencyCode): PortfolioBook => {
    const f = bookFigures(holdings.get(currency) ?? []);
    const { cash, held: onHold } = balanceIn(balances, currency);
    const leaving = withdrawing.get(currency) ?? 0n;
    const lockedIn = locked.get(currency) ?? 0n;
    const held = instruments.get(currency) ?? [];
    return {
      currencyType: currency,
      marketValue: fromUnits(f.marketValue),
      dayChange: fromUnits(f.dayChange),
      dayChangePercent: f.dayChangePercent === null ? null : fromUnits(f.dayChangePercent),
      unrealisedPnl: fromUnits(f.unrealisedPnl),
      realisedPnl: fromUnits(realised.get(currency) ?? 0n),
      cash: fromUnits(cash),
      advancePayment: fromUnits(onHold - leaving),
      pendingWithdrawal: fromUnits(leaving),
      locked: fromUnits(lockedIn),
      totalValue: fromUnits(f.marketValue + cash + onHold + lockedIn),
      ...allocation(held, f.marketValue, cash),
    };
  };
  const local = tenant.config.defaultCurrency;
  const books = [book(local)];
  if (local !== 'USD' && tenant.config.usMarketShow) books.push(book('USD'));
  return { books };
}
