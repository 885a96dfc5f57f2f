export { DepositUsdtScreen as default } from './deposit-usdt-screen';
