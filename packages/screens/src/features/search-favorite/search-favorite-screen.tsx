import { SearchLayout } from '../../shared/search/search-layout';
import { FavoriteResults } from './favorite-results';

/** /searchFavorite: find stocks and star or unstar them. */
export function SearchFavoriteScreen() {
  return (
    <SearchLayout titleId="route.searchFavorite">
      {(keyword) => <FavoriteResults keyword={keyword} />}
    </SearchLayout>
  );
}
