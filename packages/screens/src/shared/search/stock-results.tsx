import type { StockSummary } from '@trading/contract';
import { InfiniteList } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ListProps } from '../paged-list/use-list-props';
import { StockName } from '../stock-row/stock-name';
import { ResultLink, ResultRow } from './result-link';
import { ResultQuote } from './result-quote';

type Found = Pick<StockSummary, 'id' | 'symbol' | 'market' | 'name' | 'price' | 'change' | 'up'>;

export interface StockResultListProps<T extends Found> {
  /** The search's page list (`useListProps` of its infinite query). */
  list: ListProps<T>;
  /** What a row shows after the stock's name (e.g. its favourite star). */
  trailing?: (stock: T) => ReactNode;
}

/** The stocks a search found, each opening its detail. */
export function StockResultList<T extends Found>({ list, trailing }: StockResultListProps<T>) {
  const intl = useIntl();
  return (
    <InfiniteList<T>
      {...list}
      aria-label={intl.formatMessage({ id: 'search.results' })}
      getKey={(stock) => stock.id}
      renderItem={(stock) => (
        <ResultRow>
          <ResultLink to={`/stock/${stock.id}`}>
            <StockName symbol={stock.symbol} market={stock.market} name={stock.name} />
            <ResultQuote stock={stock} />
          </ResultLink>
          {trailing?.(stock)}
        </ResultRow>
      )}
    />
  );
}
