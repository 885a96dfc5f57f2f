export { marketFirstQueries } from './market-first-queries';
