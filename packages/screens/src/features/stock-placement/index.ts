export { StockPlacementScreen as default } from './stock-placement-screen';
