import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNotificationsUnreadQuery } from './endpoints/security.js';
import { selectIsLoggedIn } from './session-slice.js';

/**
 * Unread notifications of the signed-in user (0 when signed out, without asking), asked again
 * on every mount and whenever the page comes back into view; while the page is open the live
 * feed's pushes refresh it (LiveNotifications). A hidden page closes its feed socket, so what
 * arrived meanwhile is caught up here. The tab bar and the account screen share one cache entry.
 */
export function useUnreadNotifications(): number {
  const signedIn = useSelector(selectIsLoggedIn);
  const unread = useNotificationsUnreadQuery(undefined, {
    skip: !signedIn,
    refetchOnMountOrArgChange: true,
  });
  const { refetch } = unread;
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch, signedIn]);
  return signedIn ? (unread.data?.count ?? 0) : 0;
}
