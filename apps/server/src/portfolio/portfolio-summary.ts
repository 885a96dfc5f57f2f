import type {
  CurrencyCode,
  PortfolioBook,
  PortfolioSummary,
  TenantConfig,
} from '@trading/contract';
import type { Db } from '../db/database';
import { balanceIn, readBalances } from '../ledger/balances';
import { fromUnits, priceUnits, toUnits } from '../ledger/decimal';
import { instrumentById } from '../market/instruments';
import { listPositions } from '../trading/position-repository';
import type { DayQuotes } from '../trading/price-source';
import { bookFigures, type HoldingFigures } from './book-figures';
import { realisedPnl } from './realised-pnl';

/**
 * The Holdings summary: one book in the tenant's currency, and a USD book beside it when the
 * tenant shows the US market (where US stocks can be bought at all).
 */
export async function portfolioSummary(
  db: Db,
  quotes: DayQuotes,
  tenant: { id: string; config: Pick<TenantConfig, 'defaultCurrency' | 'usMarketShow'> },
  userId: number,
): Promise<PortfolioSummary> {
  const [rows, balances, realised] = await Promise.all([
    listPositions(db, tenant.id, userId),
    readBalances(db, tenant.id, userId),
    realisedPnl(db, tenant.id, userId),
  ]);
  const holdings = new Map<CurrencyCode, HoldingFigures[]>();
  for (const row of rows) {
    const instrument = instrumentById(row.instrumentId)!;
    const quote = quotes.quote(instrument);
    const list = holdings.get(instrument.currencyType) ?? [];
    list.push({
      shares: row.available + row.locked,
      price: priceUnits(quote.price),
      previousClose: priceUnits(quote.previousClose),
      cost: toUnits(row.cost),
    });
    holdings.set(instrument.currencyType, list);
  }
  const book = (currency: CurrencyCode): PortfolioBook => {
    const f = bookFigures(holdings.get(currency) ?? []);
    return {
      currencyType: currency,
      marketValue: fromUnits(f.marketValue),
      dayChange: fromUnits(f.dayChange),
      dayChangePercent: f.dayChangePercent === null ? null : fromUnits(f.dayChangePercent),
      unrealisedPnl: fromUnits(f.unrealisedPnl),
      realisedPnl: fromUnits(realised.get(currency) ?? 0n),
      cash: fromUnits(balanceIn(balances, currency).cash),
    };
  };
  const local = tenant.config.defaultCurrency;
  const books = [book(local)];
  if (local !== 'USD' && tenant.config.usMarketShow) books.push(book('USD'));
  return { books };
}
