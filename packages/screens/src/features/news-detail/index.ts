export { NewsDetailScreen as default } from './news-detail-screen';
