import { useStockPageInfiniteQuery } from '@trading/api';
import type { StockSummary } from '@trading/contract';
import { InfiniteList } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { ResultLink, ResultRow } from '../../shared/search/result-link';
import { StockName } from '../../shared/stock-row/stock-name';

/** Stocks matching the keyword (all of them for ''), each opening its detail. */
export function StockResults({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const list = useListProps(useStockPageInfiniteQuery(keyword ? { keyword } : {}));
  return (
    <InfiniteList<StockSummary>
      {...list}
      aria-label={intl.formatMessage({ id: 'search.results' })}
      getKey={(stock) => stock.id}
      renderItem={(stock) => (
        <ResultRow>
          <ResultLink to={`/stock/${stock.id}`}>
            <StockName symbol={stock.symbol} market={stock.market} name={stock.name} />
          </ResultLink>
        </ResultRow>
      )}
    />
  );
}
