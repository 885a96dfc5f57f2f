import { useStockRankInfiniteQuery } from '@trading/api';
import { HOME_RANK_PAGE_SIZE, type Market, type RankType } from '@trading/contract';
import styled from 'styled-components';
import { ListState } from '../../shared/list-state/list-state';
import { homeRankArg } from '../../shared/route-reads/home-first-queries';
import { StockRow, STOCK_ROW_HEIGHT } from '../../shared/stock-row/stock-row';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The first five of a market ranking, live: the home's glance at what /market lists in full. */
export function RankPreview({ market, rankType }: { market: Market; rankType: RankType }) {
  const query = useStockRankInfiniteQuery(homeRankArg(market, rankType));
  const stocks = query.data?.pages[0]?.records ?? [];
  return (
    <ListState
      query={query}
      isEmpty={stocks.length === 0}
      rows={HOME_RANK_PAGE_SIZE}
      rowHeight={STOCK_ROW_HEIGHT}
    >
      <Rows>
        {stocks.map((stock) => (
          <li key={stock.id}>
            <StockRow stock={stock} />
          </li>
        ))}
      </Rows>
    </ListState>
  );
}
