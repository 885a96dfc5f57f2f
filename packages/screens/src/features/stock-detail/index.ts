export { StockDetailScreen as default } from './stock-detail-screen';
