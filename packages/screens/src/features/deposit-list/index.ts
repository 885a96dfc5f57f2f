export { DepositListScreen as default } from './deposit-list-screen';
