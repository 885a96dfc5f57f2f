export { QuantitativeRecordsScreen as default } from './quantitative-records-screen';
