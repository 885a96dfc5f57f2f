/**
 * The company figures behind a stock's key statistics: shares outstanding, trailing earnings
 * and dividend per share, in the stock's currency, near the companies' own recent reports.
 * They stay fixed while the simulator moves the price, so market cap (price × shares), P/E
 * (price ÷ EPS) and dividend yield (dividend ÷ price) move with every tick, as on a broker's
 * page. A negative EPS is a loss-making year (no P/E); a dividend of 0 pays none.
 */
export interface Fundamentals {
  sharesOutstanding: number;
  earningsPerShare: number;
  dividendPerShare: number;
}

type Row = [id: number, sharesOutstanding: number, earningsPerShare: number, dividend: number];

const ROWS: readonly Row[] = [
  // Nigerian Exchange (NGN)
  [1001, 16_850_000_000, 30, 30],
  [1002, 20_350_000_000, -20, 0],
  [1003, 3_760_000_000, 45, 40],
  [1004, 33_860_000_000, 2.8, 2],
  [1005, 36_400_000_000, 28, 6],
  [1006, 41_100_000_000, 22, 5],
  [1007, 600_000_000, 200, 80],
  [1008, 790_000_000, -90, 0],
  [1009, 53_300_000_000, 17, 1.8],
  [1010, 35_900_000_000, 16, 0.5],
  [1011, 18_000_000_000, 14, 10],
  [1012, 10_000_000_000, 60, 0],
  // NSE India (INR)
  [2001, 13_530_000_000, 51, 5.5],
  [2002, 3_620_000_000, 134, 126],
  [2003, 15_300_000_000, 46, 11],
  [2004, 4_150_000_000, 64, 43],
  [2005, 7_130_000_000, 67, 11],
  [2006, 8_920_000_000, 86, 15.9],
  [2007, 12_510_000_000, 16, 14.35],
  [2008, 1_375_000_000, 110, 34],
  [2009, 6_000_000_000, 55, 16],
  [2010, 2_350_000_000, 44, 42],
  [2011, 9_000_000_000, 20, 0],
  // B3 (BRL)
  [3001, 12_900_000_000, 2.8, 3.6],
  [3002, 4_270_000_000, 7, 4.5],
  [3003, 9_800_000_000, 4, 2.9],
  [3004, 10_600_000_000, 1.8, 1],
  [3005, 15_700_000_000, 0.9, 0.8],
  [3006, 4_190_000_000, 1.5, 0.7],
  [3007, 5_730_000_000, 5.3, 2],
  [3008, 5_300_000_000, 0.85, 0.7],
  [3009, 10_800_000_000, 1.4, 0.7],
  [3010, 1_240_000_000, -5.5, 2],
  // US (USD)
  [4001, 15_000_000_000, 6.6, 1],
  [4002, 7_430_000_000, 13.6, 3.32],
  [4003, 24_400_000_000, 2.9, 0.04],
  [4004, 10_600_000_000, 6.2, 0],
  [4005, 12_100_000_000, 9.5, 0.8],
  [4006, 2_520_000_000, 26, 2.1],
  [4007, 3_220_000_000, 2, 0],
  [4008, 2_780_000_000, 20, 5.6],
  [4009, 1_930_000_000, 11, 2.36],
  [4010, 4_300_000_000, 2.47, 2.04],
  [4011, 1_200_000_000, -0.5, 0],
];

const byId = new Map<number, Fundamentals>(
  ROWS.map(([id, sharesOutstanding, earningsPerShare, dividendPerShare]) => [
    id,
    { sharesOutstanding, earningsPerShare, dividendPerShare },
  ]),
);

/** The company figures of a stock; undefined for an index, which has none. */
export function fundamentalsOf(instrumentId: number): Fundamentals | undefined {
  return byId.get(instrumentId);
}
