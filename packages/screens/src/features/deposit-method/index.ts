export { DepositMethodScreen as default } from './deposit-method-screen';
