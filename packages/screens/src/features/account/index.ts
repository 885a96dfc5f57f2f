export { AccountScreen as default } from './account-screen';
