export { MarketScreen as default } from './market-screen';
