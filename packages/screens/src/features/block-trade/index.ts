export { BlockTradeScreen as default } from './block-trade-screen';
