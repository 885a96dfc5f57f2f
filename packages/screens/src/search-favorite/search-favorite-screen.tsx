import { SearchLayout } from '../search/search-layout';
import { FavoriteResults } from './favorite-results';

/** /searchFavorite (spec 2.5). */
export function SearchFavoriteScreen() {
  return (
    <SearchLayout titleId="route.searchFavorite">
      {(keyword) => <FavoriteResults keyword={keyword} />}
    </SearchLayout>
  );
}
