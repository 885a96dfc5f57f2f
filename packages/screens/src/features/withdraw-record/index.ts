export { WithdrawRecordScreen as default } from './withdraw-record-screen';
