export { TransactionScreen as default } from './transaction-screen';
