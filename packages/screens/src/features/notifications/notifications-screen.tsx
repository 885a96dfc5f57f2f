import { useNotificationsQuery, useNotificationsReadMutation } from '@trading/api';
import { Cell, CellGroup, Empty, ErrorPanel, Skeleton } from '@trading/ui-kit';
import type { SecurityEvent, SecurityNotification } from '@trading/contract';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import { useFormatDateTime } from '../../shared/date-time/use-format-date-time';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useRejectionText } from '../../shared/records/rejection-text';
import { orderNoticeText, orderText } from '../../shared/orders/order-notice-text';
import { NotMeButton } from './not-me-button';
import { notifiedAmountText } from './notified-amount-text';

/** Factor changes the owner can undo with "this wasn't me", within the server's 24 hours. */
const UNDOABLE: readonly SecurityEvent[] = [
  'PASSKEY_ADDED',
  'TWO_FACTOR_ON',
  'RECOVERY_CODES_CHANGED',
];
const UNDO_WINDOW_MS = 24 * 3_600_000;

/** A fill's contract note is ready: what filled, as the order notices word it. */
function contractNoteText(intl: IntlShape, n: SecurityNotification): string | null {
  return n.kind === 'CONTRACT_NOTE_READY' && n.order
    ? orderText(intl, 'order.filledNotice.detail', n.detail, n.order)
    : null;
}

/**
 * /notifications: what happened to the account, newest first; opening it reads them all. A
 * contract note's notice opens the documents.
 */
export function NotificationsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  const rejectionText = useRejectionText();
  const list = useNotificationsQuery();
  const [markRead] = useNotificationsReadMutation();
  const unread = list.data?.some((n) => !n.read) ?? false;
  // Read once per visit: the list is not re-rendered for the clock's sake.
  const [openedAt] = useState(Date.now);

  useEffect(() => {
    if (unread) void markRead();
  }, [unread, markRead]);

  let body;
  if (list.isError && !list.data) body = <ErrorPanel onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton rows={4} />;
  else if (list.data.length === 0) body = <Empty />;
  else
    body = (
      <CellGroup>
        {list.data.map((n) => (
          <Cell
            key={n.id}
            title={intl.formatMessage({ id: `notification.${n.kind}` })}
            label={[
              orderNoticeText(intl, n) ?? contractNoteText(intl, n) ?? n.detail,
              n.money && notifiedAmountText(n.money),
              n.rejection && rejectionText(n.rejection),
              formatTime(n.createdTime),
            ]
              .filter(Boolean)
              .join(' · ')}
            {...(n.kind === 'CONTRACT_NOTE_READY'
              ? { isLink: true, onClick: () => void navigate('/documents') }
              : {})}
            {...(UNDOABLE.includes(n.kind) && n.createdTime > openedAt - UNDO_WINDOW_MS
              ? { value: <NotMeButton /> }
              : {})}
          />
        ))}
      </CellGroup>
    );

  return (
    <>
      <ScreenBar title="route.notifications" />
      {body}
    </>
  );
}
