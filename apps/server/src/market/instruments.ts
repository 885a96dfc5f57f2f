import type { CurrencyCode, Market } from '@trading/contract';

/** A listed stock or an index, with the parameters the simulator draws its prices from. */
export interface Instrument {
  /** Stable id: the `/stock/{id}` of the app. Never reuse or renumber. */
  id: number;
  symbol: string;
  name: string;
  exchange: Market;
  currencyType: CurrencyCode;
  /** Indices cannot be traded. */
  isIndex: boolean;
  /** Long-run level the simulated price reverts to; also the listing price. */
  basePrice: number;
  /** Standard deviation of the daily log return. */
  dailyVolatility: number;
  /** Typical shares traded per day. */
  averageVolume: number;
  /** Market-local listing date "YYYY-MM-DD"; no candles before it ("Not Yet Listed"). */
  listedOn?: string;
}

type Row = [
  id: number,
  symbol: string,
  name: string,
  basePrice: number,
  dailyVolatility: number,
  averageVolume: number,
  listedOn?: string,
];

function market(
  exchange: Market,
  currencyType: CurrencyCode,
  stocks: Row[],
  indices: Row[],
): Instrument[] {
  const build =
    (isIndex: boolean) =>
    (row: Row): Instrument => {
      const [id, symbol, name, basePrice, dailyVolatility, averageVolume, listedOn] = row;
      return {
        id,
        symbol,
        name,
        exchange,
        currencyType,
        isIndex,
        basePrice,
        dailyVolatility,
        averageVolume,
        ...(listedOn ? { listedOn } : {}),
      };
    };
  return [...stocks.map(build(false)), ...indices.map(build(true))];
}

/**
 * Real listed companies with plausible price levels. Listing dates are real where they
 * fall after the simulator's epoch; the three dated 2030 are companies that have announced
 * listing plans, with symbols of our own choosing.
 */
export const INSTRUMENTS: readonly Instrument[] = [
  ...market(
    'NSENG',
    'NGN',
    [
      [1001, 'DANGCEM', 'Dangote Cement Plc', 480, 0.018, 600_000],
      [1002, 'MTNN', 'MTN Nigeria Communications Plc', 420, 0.02, 2_500_000, '2019-05-16'],
      [1003, 'AIRTELAFRI', 'Airtel Africa Plc', 2_200, 0.015, 300_000, '2019-07-04'],
      [1004, 'BUACEMENT', 'BUA Cement Plc', 98, 0.02, 1_200_000, '2020-01-09'],
      [1005, 'GTCO', 'Guaranty Trust Holding Company Plc', 85, 0.022, 25_000_000],
      [1006, 'ZENITHBANK', 'Zenith Bank Plc', 62, 0.022, 30_000_000],
      [1007, 'SEPLAT', 'Seplat Energy Plc', 5_600, 0.017, 150_000],
      [1008, 'NESTLE', 'Nestle Nigeria Plc', 1_550, 0.019, 80_000],
      [1009, 'ACCESSCORP', 'Access Holdings Plc', 26, 0.025, 45_000_000],
      [1010, 'FBNH', 'FBN Holdings Plc', 32, 0.026, 35_000_000],
      [1011, 'BUAFOODS', 'BUA Foods Plc', 410, 0.016, 900_000],
      [1012, 'DANGREF', 'Dangote Petroleum Refinery', 1_200, 0.02, 2_000_000, '2030-03-04'],
    ],
    [[1101, 'NGXASI', 'NGX All-Share Index', 140_000, 0.008, 450_000_000]],
  ),
  ...market(
    'INDIA',
    'INR',
    [
      [2001, 'RELIANCE', 'Reliance Industries Ltd', 1_420, 0.015, 9_000_000],
      [2002, 'TCS', 'Tata Consultancy Services Ltd', 3_300, 0.014, 2_500_000],
      [2003, 'HDFCBANK', 'HDFC Bank Ltd', 980, 0.013, 15_000_000],
      [2004, 'INFY', 'Infosys Ltd', 1_520, 0.016, 7_000_000],
      [2005, 'ICICIBANK', 'ICICI Bank Ltd', 1_400, 0.015, 12_000_000],
      [2006, 'SBIN', 'State Bank of India', 810, 0.018, 14_000_000],
      [2007, 'ITC', 'ITC Ltd', 415, 0.012, 16_000_000],
      [2008, 'LT', 'Larsen & Toubro Ltd', 3_600, 0.016, 2_000_000],
      [2009, 'BHARTIARTL', 'Bharti Airtel Ltd', 1_900, 0.015, 6_000_000],
      [2010, 'HINDUNILVR', 'Hindustan Unilever Ltd', 2_450, 0.012, 1_800_000],
      [2011, 'JIO', 'Jio Platforms Ltd', 550, 0.02, 20_000_000, '2030-06-17'],
    ],
    [
      [2101, 'NIFTY50', 'NIFTY 50', 25_000, 0.009, 300_000_000],
      [2102, 'SENSEX', 'BSE SENSEX', 82_000, 0.009, 120_000_000],
      [2103, 'BANKNIFTY', 'NIFTY Bank', 56_000, 0.011, 150_000_000],
    ],
  ),
  ...market(
    'BMFBOVESPA',
    'BRL',
    [
      [3001, 'PETR4', 'Petrobras PN', 32, 0.021, 40_000_000],
      [3002, 'VALE3', 'Vale ON', 58, 0.019, 25_000_000],
      [3003, 'ITUB4', 'Itaú Unibanco PN', 38, 0.015, 22_000_000],
      [3004, 'BBDC4', 'Bradesco PN', 16, 0.018, 35_000_000],
      [3005, 'ABEV3', 'Ambev ON', 13, 0.014, 28_000_000],
      [3006, 'WEGE3', 'WEG ON', 42, 0.017, 8_000_000],
      [3007, 'BBAS3', 'Banco do Brasil ON', 22, 0.019, 20_000_000],
      [3008, 'B3SA3', 'B3 ON', 13, 0.02, 30_000_000],
      [3009, 'ITSA4', 'Itaúsa PN', 11, 0.014, 25_000_000],
      [3010, 'SUZB3', 'Suzano ON', 55, 0.018, 6_000_000],
    ],
    [[3101, 'IBOV', 'IBOVESPA', 140_000, 0.011, 9_000_000_000]],
  ),
  ...market(
    'US',
    'USD',
    [
      [4001, 'AAPL', 'Apple Inc.', 230, 0.016, 55_000_000],
      [4002, 'MSFT', 'Microsoft Corporation', 430, 0.015, 22_000_000],
      [4003, 'NVDA', 'NVIDIA Corporation', 150, 0.03, 250_000_000],
      [4004, 'AMZN', 'Amazon.com, Inc.', 210, 0.019, 45_000_000],
      [4005, 'GOOGL', 'Alphabet Inc. Class A', 190, 0.018, 30_000_000],
      [4006, 'META', 'Meta Platforms, Inc.', 650, 0.022, 15_000_000],
      [4007, 'TSLA', 'Tesla, Inc.', 330, 0.035, 100_000_000],
      [4008, 'JPM', 'JPMorgan Chase & Co.', 250, 0.014, 9_000_000],
      [4009, 'V', 'Visa Inc.', 340, 0.012, 7_000_000],
      [4010, 'KO', 'The Coca-Cola Company', 70, 0.009, 14_000_000],
      [4011, 'STRP', 'Stripe, Inc.', 45, 0.028, 12_000_000, '2030-09-16'],
    ],
    [
      [4101, 'SPX', 'S&P 500', 6_000, 0.01, 2_500_000_000],
      [4102, 'IXIC', 'NASDAQ Composite', 19_500, 0.013, 5_000_000_000],
      [4103, 'DJI', 'Dow Jones Industrial Average', 43_000, 0.009, 350_000_000],
    ],
  ),
];

const byId = new Map(INSTRUMENTS.map((i) => [i.id, i]));
const bySymbol = new Map(INSTRUMENTS.map((i) => [`${i.exchange}:${i.symbol}`, i]));

export function instrumentById(id: number): Instrument | undefined {
  return byId.get(id);
}

/** Looks an instrument up by the feed's (symbol, exchange) pair. */
export function findInstrument(symbol: string, exchange: Market): Instrument | undefined {
  return bySymbol.get(`${exchange}:${symbol}`);
}

export function instrumentsOf(exchange: Market): Instrument[] {
  return INSTRUMENTS.filter((i) => i.exchange === exchange);
}
