export { OrderRecordsScreen as default } from './order-records-screen';
