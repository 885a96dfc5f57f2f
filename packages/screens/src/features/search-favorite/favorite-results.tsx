import { useFavoritePageInfiniteQuery } from '@trading/api';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { StockResultList } from '../../shared/search/stock-results';
import { FavoriteStar } from './favorite-star';

/** Stocks matching the keyword with their favourite star. */
export function FavoriteResults({ keyword }: { keyword: string }) {
  const list = useListProps(useFavoritePageInfiniteQuery(keyword ? { keyword } : {}));
  return (
    <StockResultList
      list={list}
      trailing={(stock) => (
        <FavoriteStar id={stock.id} name={stock.name} favorite={stock.favorite} />
      )}
    />
  );
}
