import { SearchLayout } from '../../shared/search/search-layout';
import { StockResults } from './stock-results';

/** /searchStock: find stocks and open one. */
export function SearchStockScreen() {
  return (
    <SearchLayout titleId="route.searchStock">
      {(keyword) => <StockResults keyword={keyword} />}
    </SearchLayout>
  );
}
