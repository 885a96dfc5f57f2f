export { SearchFavoriteScreen as default } from './search-favorite-screen';
