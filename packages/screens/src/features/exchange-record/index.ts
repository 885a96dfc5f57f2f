export { ExchangeRecordScreen as default } from './exchange-record-screen';
