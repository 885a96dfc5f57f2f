export { IosPageScreen as default } from './ios-page-screen';
