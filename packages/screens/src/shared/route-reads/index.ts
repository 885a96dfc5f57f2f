export { homeFirstImages, homeFirstQueries, homeRankArg } from './home-first-queries';
export { marketFirstQueries } from './market-first-queries';
export { klineArg, OPENING_PERIOD, stockFirstQueries } from './stock-first-queries';
