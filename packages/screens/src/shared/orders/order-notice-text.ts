import { formatQuantity } from '@trading/ui-kit';
import type { SecurityNotification } from '@trading/contract';
import type { IntlShape } from 'react-intl';
import { formatAmount } from '../offerings/format-amount';

/** The words of each order end; `.detail` also names the side, size and fill price. */
const NOTICE_IDS = {
  ORDER_FILLED: 'order.filledNotice',
  ORDER_EXPIRED: 'order.expiredNotice',
  ORDER_REJECTED: 'order.rejectedNotice',
} as const;

/**
 * "DANGCEM: bought 20 at ₦49.50" — what the server did with an order it ended in the
 * background, in the reader's language; null for other notifications. A notice written before
 * notices carried their order names only the stock.
 */
export function orderNoticeText(intl: IntlShape, notice: SecurityNotification): string | null {
  if (!(notice.kind in NOTICE_IDS)) return null;
  const id = NOTICE_IDS[notice.kind as keyof typeof NOTICE_IDS];
  const { order } = notice;
  if (!order) return intl.formatMessage({ id }, { symbol: notice.detail });
  return orderText(intl, `${id}.detail`, notice.detail, order);
}

/** "{symbol}: bought 20 at ₦49.50" in the words of message `id`. */
export function orderText(
  intl: IntlShape,
  id: string,
  symbol: string,
  order: NonNullable<SecurityNotification['order']>,
): string {
  return intl.formatMessage(
    { id },
    {
      symbol,
      side: order.side,
      quantity: formatQuantity(order.quantity),
      price: order.filledPrice === null ? '' : formatAmount(order.filledPrice, order.currency),
    },
  );
}
