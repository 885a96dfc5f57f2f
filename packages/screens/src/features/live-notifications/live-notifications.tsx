import { api, selectToken } from '@trading/api';
import type { SecurityNotification } from '@trading/contract';
import { useFeed } from '@trading/market-feed';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';

// Every page mounts this; the toast and the system notification load with the first alert.
const AlertToast = lazy(() =>
  import('./alert-toast').then(({ AlertToast }) => ({ default: AlertToast })),
);
const showSystemNotification = (...args: [string, string, string]) =>
  import('../../shared/price-alerts/system-notification').then((m) =>
    m.showSystemNotification(...args),
  );

/**
 * Signs the live feed in as the current user and acts on what it pushes: every notification
 * refreshes the unread badge and the list; a price alert also shows a toast linking to its
 * stock, and a system notification when the user allowed them. Mounted once, in the app shell.
 */
export function LiveNotifications() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { client } = useFeed();
  const token = useSelector(selectToken);
  const [shown, setShown] = useState<SecurityNotification | null>(null);
  const close = useCallback(() => setShown(null), []);

  useEffect(() => client.signIn(token ?? null), [client, token]);

  useEffect(
    () =>
      client.onNotification((notification) => {
        dispatch(api.util.invalidateTags(['Notification', { type: 'Alert', id: 'LIST' }]));
        if (notification.kind !== 'PRICE_ALERT') return;
        setShown(notification);
        void showSystemNotification(
          intl.formatMessage({ id: 'notification.PRICE_ALERT' }),
          intl.formatMessage({ id: 'alert.reached' }, { symbol: notification.detail }),
          `/stock/${notification.stockId}`,
        );
      }),
    [client, dispatch, intl],
  );

  return (
    shown && (
      <Suspense>
        <AlertToast notification={shown} onClose={close} />
      </Suspense>
    )
  );
}
