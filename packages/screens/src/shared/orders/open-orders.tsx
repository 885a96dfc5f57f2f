import { OPEN_ORDERS_POLL_MS, useOrderOpenQuery } from '@trading/api';
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
  const { data, isLoading } = useOrderOpenQuery(stockId === undefined ? {} : { stockId }, {
    pollingInterval: OPEN_ORDERS_POLL_MS,
  });
  if (isLoading) return quiet ? null : <Skeleton rows={2} lines={2} />;
  if (!data || data.length === 0)
    return quiet ? null : <Empty description={intl.formatMessage({ id: 'orders.none' })} />;
  return (
    <List aria-label={label}>
      {data.map((order) => (
        <OpenOrderCard key={order.id} order={order} />
      ))}
    </List>
  );
}
