import {
  useIdempotentMutation,
  usePagedList,
  useApplyPlacementMutation,
  usePlacementPageInfiniteQuery,
} from '@trading/api';
import { IpoOfferScreen } from '../../shared/offerings/ipo-offer-screen';
import { useArea } from '../../shared/offerings/use-area';

/** /stockPlacement: placements, fixed-amount ones with a locked quantity. */
export function StockPlacementScreen() {
  const areaChoice = useArea();
  const list = usePagedList(usePlacementPageInfiniteQuery({ area: areaChoice.area }));
  const [apply] = useIdempotentMutation(useApplyPlacementMutation);
  return (
    <IpoOfferScreen
      titleId="route.stockPlacement"
      areaChoice={areaChoice}
      list={list}
      apply={apply}
    />
  );
}
