import { refetchAnswered, type AppStore } from '@trading/api';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { FROM_CACHE_ATTRIBUTE, isKeptPage } from './kept-pages';

/**
 * On a page the device kept, asks every read it came with again, after hydration; once all
 * have answered the page stops saying it is a copy. Offline, it tries again when the network
 * returns (the offline banner speaks meanwhile).
 */
export function useRefreshKeptPage(): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    if (!isKeptPage()) return;
    let ended = false;
    const refresh = async () => {
      if (!(await refetchAnswered(store)) || ended) return;
      document.documentElement.removeAttribute(FROM_CACHE_ATTRIBUTE);
      removeEventListener('online', refresh);
    };
    addEventListener('online', refresh);
    void refresh();
    return () => {
      ended = true;
      removeEventListener('online', refresh);
    };
  }, [store]);
}
