export { ApplyOrderScreen as default } from './apply-order-screen';
