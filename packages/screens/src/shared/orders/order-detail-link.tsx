import type { WorkingOrder } from '@trading/contract';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';

const Details = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** "Details" of a limit or stop order: its status, fill, fee, total and times on /orderDetail. */
export function OrderDetailLink({ order }: { order: Pick<WorkingOrder, 'id' | 'stockName'> }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'orderDetail.open' });
  return (
    <Details to={`/orderDetail/${order.id}`} aria-label={`${label}: ${order.stockName}`}>
      {label}
    </Details>
  );
}
