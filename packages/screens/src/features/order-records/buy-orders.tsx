import { useBuyRecordsInfiniteQuery, usePagedList } from '@trading/api';
import { OrderList } from './order-list';

/** The Buy tab; mounted only while shown, so its list loads when first opened. */
export function BuyOrders({ label }: { label: string }) {
  return <OrderList list={usePagedList(useBuyRecordsInfiniteQuery())} label={label} />;
}
