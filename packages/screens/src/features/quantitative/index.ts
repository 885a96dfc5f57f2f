export { QuantitativeScreen as default } from './quantitative-screen';
