import { usePagedList, useSellRecordsInfiniteQuery } from '@trading/api';
import { OrderList } from './order-list';

/** The Sell tab; mounted only while shown, so its list loads when first opened. */
export function SellOrders({ label }: { label: string }) {
  return <OrderList list={usePagedList(useSellRecordsInfiniteQuery())} label={label} />;
}
