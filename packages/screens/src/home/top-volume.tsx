import { useStockRankInfiniteQuery } from '@trading/api';
import { HOME_RANK_PAGE_SIZE } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ListState } from '../list-state/list-state';
import type { MarketSettings } from '../market-settings/market-settings';
import { StockRow, STOCK_ROW_HEIGHT } from '../stock-row/stock-row';
import { SectionTitle } from './section-title';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The default market's five busiest stocks, live, with MORE → /market. */
export function TopVolume({ settings }: { settings: MarketSettings }) {
  const intl = useIntl();
  const query = useStockRankInfiniteQuery({
    market: settings.defaultMarket,
    rankType: 'VOLUME',
    pageSize: HOME_RANK_PAGE_SIZE,
  });
  const stocks = query.data?.pages[0]?.records ?? [];
  const title = intl.formatMessage({ id: 'home.topVolume' });
  return (
    <section aria-label={title}>
      <SectionTitle more="/market" moreLabel={intl.formatMessage({ id: 'home.moreStocks' })}>
        {title}
      </SectionTitle>
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
    </section>
  );
}
