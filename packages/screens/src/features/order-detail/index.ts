export { OrderDetailScreen as default } from './order-detail-screen';
