import {
  useIdempotentMutation,
  usePagedList,
  useApplyBlockPlacementMutation,
  useBlockPlacementPageInfiniteQuery,
} from '@trading/api';
import { IpoOfferScreen } from '../../shared/offerings/ipo-offer-screen';
import { useArea } from '../../shared/offerings/use-area';

/** /blockPlacement: block placements. The server sends their price already discounted (the item carries no discountRate), so it is shown as sent. */
export function BlockPlacementScreen() {
  const areaChoice = useArea();
  const list = usePagedList(useBlockPlacementPageInfiniteQuery({ area: areaChoice.area }));
  const [apply] = useIdempotentMutation(useApplyBlockPlacementMutation);
  return (
    <IpoOfferScreen
      titleId="route.blockPlacement"
      areaChoice={areaChoice}
      list={list}
      apply={apply}
    />
  );
}
