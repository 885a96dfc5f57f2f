import { SearchLayout } from '../search/search-layout';
import { StockResults } from './stock-results';

/** /searchStock (spec 2.4). */
export function SearchStockScreen() {
  return (
    <SearchLayout titleId="route.searchStock">
      {(keyword) => <StockResults keyword={keyword} />}
    </SearchLayout>
  );
}
