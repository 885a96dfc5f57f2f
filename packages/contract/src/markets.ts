/** Markets: Nigeria, India, Brazil, US (plain values: the browser client loads them without zod). */
export const MARKETS = ['NSENG', 'INDIA', 'BMFBOVESPA', 'US'] as const;
