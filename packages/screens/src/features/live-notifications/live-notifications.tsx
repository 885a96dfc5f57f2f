import { api, ORDER_ENDED_TAGS, selectToken } from '@trading/api';
import { isOrderEvent, type SecurityEvent, type SecurityNotification } from '@trading/contract';
import { useFeed } from '@trading/market-feed';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { orderNoticeText } from '../../shared/orders/order-notice-text';

// Every page mounts this; the toast and the system notification load with the first alert.
const NotificationToast = lazy(() =>
  import('./notification-toast').then(({ NotificationToast }) => ({ default: NotificationToast })),
);
const showSystemNotification = (...args: [string, string, string]) =>
  import('../../shared/price-alerts/system-notification').then((m) =>
    m.showSystemNotification(...args),
  );

/**
 * The text of a notification shown as a toast (and a system notification) as it arrives: a
 * price alert or an order's end; null for the others, which wait in the list.
 */
function toldAtOnce(intl: IntlShape, notification: SecurityNotification): string | null {
  if (notification.kind === 'PRICE_ALERT')
    return intl.formatMessage({ id: 'alert.reached' }, { symbol: notification.detail });
  return orderNoticeText(intl, notification);
}

/** What a reviewer's decision changes on screen: the record, the KYC state, the balances. */
const DECIDED: Partial<Record<SecurityEvent, Array<'DepositRecord' | 'WithdrawRecord' | 'Kyc'>>> = {
  DEPOSIT_APPROVED: ['DepositRecord'],
  DEPOSIT_REJECTED: ['DepositRecord'],
  WITHDRAWAL_PAID: ['WithdrawRecord'],
  WITHDRAWAL_REJECTED: ['WithdrawRecord'],
  KYC_APPROVED: ['Kyc'],
  KYC_REJECTED: ['Kyc'],
};

/**
 * Signs the live feed in as the current user and acts on what it pushes: every notification
 * refreshes the unread badge and the list; an order's end refreshes cash, holdings and open
 * orders; a price alert or an order's end also shows a toast linking to its stock, and a
 * system notification when the user allowed them. Mounted once, in the app shell.
 */
export function LiveNotifications() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { client } = useFeed();
  const token = useSelector(selectToken);
  const [shown, setShown] = useState<{ notification: SecurityNotification; text: string } | null>(
    null,
  );
  const close = useCallback(() => setShown(null), []);

  useEffect(() => client.signIn(token ?? null), [client, token]);

  useEffect(
    () =>
      client.onNotification((notification) => {
        dispatch(api.util.invalidateTags(['Notification', { type: 'Alert', id: 'LIST' }]));
        if (isOrderEvent(notification.kind)) dispatch(api.util.invalidateTags(ORDER_ENDED_TAGS));
        const decided = DECIDED[notification.kind];
        if (decided)
          dispatch(api.util.invalidateTags([...decided, 'Balance', 'Profile', 'Transaction']));
        const text = toldAtOnce(intl, notification);
        if (text === null) return;
        setShown({ notification, text });
        void showSystemNotification(
          intl.formatMessage({ id: `notification.${notification.kind}` }),
          text,
          `/stock/${notification.stockId}`,
        );
      }),
    [client, dispatch, intl],
  );

  return (
    shown && (
      <Suspense>
        <NotificationToast notification={shown.notification} text={shown.text} onClose={close} />
      </Suspense>
    )
  );
}
