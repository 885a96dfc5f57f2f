import { isApiError, useFavoriteRemoveMutation, useMyStocksInfiniteQuery } from '@trading/api';
import type { StockSummary } from '@trading/contract';
import { InfiniteList, NavBar, SwipeCell, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { PlusIcon } from '../../shared/market-icons/icons';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { ListHeader } from '../../shared/stock-row/list-header';
import { StockRow } from '../../shared/stock-row/stock-row';
import { IconLink } from '../../shared/market-icons/icon-link';

/** /favorite: live favourites; a left swipe reveals Remove. */
export function FavoriteScreen() {
  const intl = useIntl();
  const toast = useToast();
  const list = useListProps(useMyStocksInfiniteQuery());
  const [remove] = useFavoriteRemoveMutation();
  const text = (id: string) => intl.formatMessage({ id });

  // Removing invalidates the favourites list, so the row goes once the server has agreed.
  const removeStock = async (id: number) => {
    const result = await remove({ id });
    if (result.error !== undefined)
      toast.show(isApiError(result.error) ? result.error.message : String(result.error));
  };

  return (
    <>
      <NavBar
        title={text('route.favorite')}
        right={
          <IconLink to="/searchFavorite" label="action.addFavorite">
            <PlusIcon />
          </IconLink>
        }
      />
      <ListHeader
        name={text('quote.name')}
        price={text('quote.price')}
        percent={text('quote.percent')}
      />
      <InfiniteList<StockSummary>
        {...list}
        aria-label={text('route.favorite')}
        getKey={(stock) => stock.id}
        renderItem={(stock) => (
          <SwipeCell onAction={() => void removeStock(stock.id)}>
            <StockRow stock={stock} />
          </SwipeCell>
        )}
      />
    </>
  );
}
