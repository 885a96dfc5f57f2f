export { DepositRecordScreen as default } from './deposit-record-screen';
