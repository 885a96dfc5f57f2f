export { HomeScreen as default } from './home-screen';
