import type {
  IndexItem,
  Market,
  MarketStatus,
  NewsItem,
  PortfolioBook,
  Position,
  Stock,
  StockSummary,
  WorkingOrder,
} from '@trading/contract';

/** One open NGN stock as GET /stock/detail answers it (id 7). */
export const DANGCEM: Stock = {
  id: 7,
  symbol: 'DANGCEM',
  name: 'Dangote Cement',
  market: 'NSENG',
  currencyType: 'NGN',
  price: 100,
  change: 2,
  up: 2.04,
  volume: 5000,
  high: 101,
  low: 97,
  open: 98,
  close: 98,
  favorite: false,
  isIndex: false,
  tradeState: 'OPEN',
};

export function stock(id: number, overrides: Partial<StockSummary> = {}): StockSummary {
  return {
    id,
    symbol: `SYM${id}`,
    name: `Company ${id}`,
    market: 'NSENG',
    currencyType: 'NGN',
    price: 10 + id,
    change: 0.5,
    up: 1.25,
    volume: 1000 * id,
    ...overrides,
  };
}

export function indexItem(id: number, overrides: Partial<IndexItem> = {}): IndexItem {
  return {
    id,
    symbol: `IDX${id}`,
    name: `Index ${id}`,
    price: 1000 + id,
    change: 1,
    up: 0.1,
    ...overrides,
  };
}

export function newsItem(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    title: `Headline ${id}`,
    source: 'Desk',
    pubDate: Date.UTC(2024, 5, 1, 12, 0, id),
    imageUrl: `/news-${id}.png`,
    ...overrides,
  };
}

/** One currency book of the portfolio summary, all zero unless overridden. */
export function portfolioBook(
  currencyType: PortfolioBook['currencyType'],
  overrides: Partial<PortfolioBook> = {},
): PortfolioBook {
  return {
    currencyType,
    marketValue: '0.00',
    dayChange: '0.00',
    dayChangePercent: null,
    unrealisedPnl: '0.00',
    realisedPnl: '0.00',
    cash: '0.00',
    advancePayment: '0.00',
    pendingWithdrawal: '0.00',
    locked: '0.00',
    totalValue: '0.00',
    holdings: [],
    markets: [],
    ...overrides,
  };
}

export function position(stockId: number, overrides: Partial<Position> = {}): Position {
  return {
    stockId,
    stockName: `Company ${stockId}`,
    stockExchange: 'NSENG',
    stockSymbol: `SYM${stockId}`,
    availableAmount: 10,
    lockedAmount: 0,
    avgPrice: '10.00',
    currentPrice: '11.00',
    previousClose: '11.00',
    currencyType: 'NGN',
    realisedPnl: '0.00',
    ...overrides,
  };
}

/** A limit buy of 10 DANGCEM at ₦95.00, still open, unless overridden. */
export function workingOrder(id: number, overrides: Partial<WorkingOrder> = {}): WorkingOrder {
  return {
    id,
    stockId: 7,
    stockName: 'Dangote Cement',
    stockExchange: 'NSENG',
    stockSymbol: 'DANGCEM',
    type: 'LIMIT',
    side: 'BUY',
    quantity: 10,
    limitPrice: '95.00',
    stopPrice: null,
    timeInForce: 'GTC',
    status: 'PENDING',
    reason: null,
    heldAmount: '951.00',
    filledPrice: null,
    fee: null,
    filledOrderId: null,
    currencyType: 'NGN',
    createdTime: 1,
    expiresTime: 2,
    updatedTime: 1,
    ...overrides,
  };
}

/** The 24 h demo market's state (GET /stock/marketStatus): open, never closing. */
export const openAllDay = (market: Market): MarketStatus => ({
  market,
  state: 'OPEN',
  until: null,
  opensAt: null,
  holiday: false,
});
