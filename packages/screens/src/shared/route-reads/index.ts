export { homeFirstImages, homeFirstQueries, homeRankArg } from './home-first-queries';
export { marketFirstQueries } from './market-first-queries';
