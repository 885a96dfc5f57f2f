import { useOnDevice } from '@trading/ui-kit';

/**
 * The device's localStorage, or null while there is none to read: on the server, and in the
 * browser's first render of a server-rendered page (which must draw what the server drew).
 * The browser re-renders with it right after taking the page over.
 */
export function useBrowserStorage(): Storage | null {
  return useOnDevice() ? localStorage : null;
}
