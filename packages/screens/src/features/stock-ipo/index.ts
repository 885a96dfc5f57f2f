export { StockIpoScreen as default } from './stock-ipo-screen';
