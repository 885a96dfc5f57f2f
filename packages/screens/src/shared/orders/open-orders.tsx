import { OPEN_ORDERS_POLL_MS, useOrderOpenQuery } from '@trading/api';
import { PAGE_SIZE_MAX } from '@trading/contract';
import { Empty, Skeleton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { OpenOrderCard } from './open-order-card';

const List = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

/**
 * The caller's pending orders, of one stock or all, polled: the server fills them on its own.
 * `quiet` shows nothing at all when there are none (the stock detail screen).
 */
export function OpenOrders({
  label,
  stockId,
  quiet = false,
}: {
  label: string;
  stockId?: number;
  quiet?: boolean;
}) {
  const intl = useIntl();
  // One page holds them all: a tenant's maxOpenOrders is at most PAGE_SIZE_MAX.
  const { data, isLoading } = useOrderOpenQuery(
    { pageSize: PAGE_SIZE_MAX, ...(stockId === undefined ? {} : { stockId }) },
    { pollingInterval: OPEN_ORDERS_POLL_MS },
  );
  const orders = data?.records;
  if (isLoading) return quiet ? null : <Skeleton rows={2} lines={2} />;
  if (!orders || orders.length === 0)
    return quiet ? null : <Empty description={intl.formatMessage({ id: 'orders.none' })} />;
  return (
    <List aria-label={label}>
      {orders.map((order) => (
        <OpenOrderCard key={order.id} order={order} />
      ))}
    </List>
  );
}
