export { PositionScreen as default } from './position-screen';
