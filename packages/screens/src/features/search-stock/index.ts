export { SearchStockScreen as default } from './search-stock-screen';
