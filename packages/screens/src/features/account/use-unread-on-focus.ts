import { useNotificationsUnreadQuery } from '@trading/api';
import { useEffect } from 'react';

/**
 * Unread notifications, asked again on every visit and whenever the tab comes back into view;
 * while the page is open the live feed's pushes refresh it (LiveNotifications). A hidden page
 * closes its feed socket, so what arrived meanwhile is caught up here.
 */
export function useUnreadOnFocus(): number {
  const unread = useNotificationsUnreadQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch } = unread;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
  return unread.data?.count ?? 0;
}
