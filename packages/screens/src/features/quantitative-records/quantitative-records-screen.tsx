import { usePagedList, useQuantOrdersInfiniteQuery } from '@trading/api';
import { useIntl } from 'react-intl';
import { OfferList } from '../../shared/offerings/offer-list';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { QuantOrderRow } from './quant-order-row';

/** /quantitativeRecords: my fund orders, newest first. */
export function QuantitativeRecordsScreen() {
  const intl = useIntl();
  const list = usePagedList(useQuantOrdersInfiniteQuery());
  return (
    <OfferingScreen titleId="route.quantitativeRecords">
      <OfferList
        list={list}
        getKey={(order) => order.id}
        label={intl.formatMessage({ id: 'route.quantitativeRecords' })}
        renderItem={(order) => <QuantOrderRow order={order} />}
      />
    </OfferingScreen>
  );
}
