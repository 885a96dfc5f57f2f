import type {
  BlockTradeItem,
  CurrencyCode,
  IpoApplication,
  IpoItem,
  IpoStatus,
  Market,
  OfferingKind,
  SnapUpItem,
} from '@trading/contract';
import type { ApplicationRow } from './application-repository';
import type { BlockTradeRow } from './block-trade-repository';
import type { findIpoOffering } from './ipo-offering-repository';
import { moneyText } from './money-text';
import type { findSnapUp } from './snap-up-repository';

type IpoOfferingRow = NonNullable<Awaited<ReturnType<typeof findIpoOffering>>>;
type SnapUpRow = NonNullable<Awaited<ReturnType<typeof findSnapUp>>>;

/** The stock an offering or application is in, as every offering view names it. */
function offeredStock(row: { stockName: string; stockExchange: string; stockSymbol: string }) {
  return {
    stockName: row.stockName,
    stockExchange: row.stockExchange as Market,
    stockSymbol: row.stockSymbol,
  };
}

export function blockTradeItem(row: BlockTradeRow): BlockTradeItem {
  return {
    id: row.id,
    ...offeredStock(row),
    price: moneyText(row.price),
    discountRate: moneyText(row.discountRate),
    currencyType: row.currencyType as CurrencyCode,
  };
}

export function ipoItem(row: IpoOfferingRow): IpoItem {
  return {
    id: row.id,
    ...offeredStock(row),
    price: moneyText(row.price),
    currencyType: row.currencyType as CurrencyCode,
    fixedAmount: row.fixedAmount,
    ipoUnit: row.ipoUnit,
    amountOpen: row.amountOpen,
  };
}

export function snapUpItem(row: SnapUpRow): SnapUpItem {
  return {
    id: row.id,
    stockName: row.stockName,
    market: row.market as Market,
    symbol: row.symbol,
    price: moneyText(row.price),
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    currencyType: row.currencyType as CurrencyCode,
  };
}

export function applicationView(row: ApplicationRow): IpoApplication {
  return {
    id: row.id,
    kind: row.kind as OfferingKind,
    ...offeredStock(row),
    currencyType: row.currencyType as CurrencyCode,
    status: row.status as IpoStatus,
    price: moneyText(row.price),
    applyUnit: row.applyUnit,
    unit: row.unit,
    obtainUnit: row.obtainUnit,
    obtainNum: row.obtainNum,
    funding: moneyText(row.funding),
    createdTime: row.createdAt.getTime(),
  };
}
