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
  const { area, setArea, options } = useArea();
  const list = usePagedList(usePlacementPageInfiniteQuery({ area }));
  const [apply] = useIdempotentMutation(useApplyPlacementMutation);
  return (
    <IpoOfferScreen
      titleId="route.stockPlacement"
      area={area}
      areas={options}
      onAreaChange={setArea}
      list={list}
      apply={apply}
    />
  );
}
