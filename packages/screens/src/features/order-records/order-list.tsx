import type { PagedList } from '@trading/api';
import type { OrderRecord } from '@trading/contract';
import { OfferList } from '../../shared/offerings/offer-list';
import { OrderRecordRow } from './order-record-row';

/** One tab's orders. */
export function OrderList({ list, label }: { list: PagedList<OrderRecord>; label: string }) {
  return (
    <OfferList
      list={list}
      label={label}
      getKey={(record) => record.id}
      renderItem={(record) => <OrderRecordRow record={record} />}
    />
  );
}
