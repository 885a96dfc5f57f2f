export { FavoriteScreen as default } from './favorite-screen';
