import { useFavoritePageInfiniteQuery } from '@trading/api';
import type { FavoriteStock } from '@trading/contract';
import { InfiniteList } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { ResultLink, ResultRow } from '../../shared/search/result-link';
import { StockName } from '../../shared/stock-row/stock-name';
import { FavoriteStar } from './favorite-star';

/** Stocks matching the keyword with their favourite star. */
export function FavoriteResults({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const list = useListProps(useFavoritePageInfiniteQuery(keyword ? { keyword } : {}));
  return (
    <InfiniteList<FavoriteStock>
      {...list}
      aria-label={intl.formatMessage({ id: 'search.results' })}
      getKey={(stock) => stock.id}
      renderItem={(stock) => (
        <ResultRow>
          <ResultLink to={`/stock/${stock.id}`}>
            <StockName symbol={stock.symbol} market={stock.market} name={stock.name} />
          </ResultLink>
          <FavoriteStar id={stock.id} name={stock.name} favorite={stock.favorite} />
        </ResultRow>
      )}
    />
  );
}
