import {
  useIdempotentMutation,
  usePagedList,
  useApplyIpoMutation,
  useIpoPageInfiniteQuery,
} from '@trading/api';
import { IpoOfferScreen } from '../../shared/offerings/ipo-offer-screen';
import { useArea } from '../../shared/offerings/use-area';

/** /stockIpo: IPOs open for subscription in the chosen area. */
export function StockIpoScreen() {
  const areaChoice = useArea();
  const list = usePagedList(useIpoPageInfiniteQuery({ area: areaChoice.area }));
  const [apply] = useIdempotentMutation(useApplyIpoMutation);
  return (
    <IpoOfferScreen titleId="route.stockIpo" areaChoice={areaChoice} list={list} apply={apply} />
  );
}
