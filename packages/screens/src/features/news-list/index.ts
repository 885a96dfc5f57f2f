export { NewsListScreen as default } from './news-list-screen';
