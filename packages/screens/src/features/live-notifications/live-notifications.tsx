import { api, selectToken } from '@trading/api';
import type { SecurityNotification } from '@trading/contract';
import { useFeed } from '@trading/market-feed';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { showSystemNotification } from '../../shared/price-alerts/system-notification';
import { AlertToast } from './alert-toast';

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

  return shown && <AlertToast notification={shown} onClose={close} />;
}
