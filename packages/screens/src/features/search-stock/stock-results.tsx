import { useStockPageInfiniteQuery } from '@trading/api';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { StockResultList } from '../../shared/search/stock-results';

/** Stocks matching the keyword (all of them for ''), each opening its detail. */
export function StockResults({ keyword }: { keyword: string }) {
  const list = useListProps(useStockPageInfiniteQuery(keyword ? { keyword } : {}));
  return <StockResultList list={list} />;
}
