import { useNotificationsUnreadQuery } from '@trading/api';
import { useEffect } from 'react';

/**
 * Unread security notifications, asked again on every visit and whenever the tab comes back
 * into view: the live feed is anonymous (market data only), so there is no per-user push.
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
