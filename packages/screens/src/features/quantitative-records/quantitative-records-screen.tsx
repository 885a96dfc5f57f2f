import { usePagedList, useQuantOrdersInfiniteQuery } from '@trading/api';
import { OfferListScreen } from '../../shared/offerings/offer-list-screen';
import { QuantOrderRow } from './quant-order-row';

/** /quantitativeRecords: my fund orders, newest first. */
export function QuantitativeRecordsScreen() {
  const list = usePagedList(useQuantOrdersInfiniteQuery());
  return (
    <OfferListScreen
      titleId="route.quantitativeRecords"
      list={list}
      renderRow={(order) => <QuantOrderRow order={order} />}
    />
  );
}
