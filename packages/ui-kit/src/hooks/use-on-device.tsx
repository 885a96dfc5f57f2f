import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

// Without a provider the app renders on the device alone (tests, the back office).
const OnDeviceContext = createContext(true);

/**
 * Where the app renders from the server's HTML: its first render is that HTML (the server's,
 * then the browser's hydration of it, which must draw the same thing), and what only the
 * device has is read from the next render on. That render is a transition: each component
 * reading the device through a store (useSyncExternalStore with a server snapshot) was
 * re-rendered at once, in the long task that ends hydration.
 */
export function OnDeviceProvider({
  serverHtml,
  children,
}: {
  /** True on the server and while the browser hydrates its HTML. */
  serverHtml: boolean;
  children?: ReactNode;
}) {
  const [onDevice, setOnDevice] = useState(!serverHtml);
  useEffect(() => {
    if (!onDevice) startTransition(() => setOnDevice(true));
  }, [onDevice]);
  return <OnDeviceContext.Provider value={onDevice}>{children}</OnDeviceContext.Provider>;
}

/**
 * False while the server renders and during the browser's hydration of that HTML, true from
 * the next render on: what only the device has (its clock, its storage, `document.body` for a
 * portal) is read once this is true.
 */
export function useOnDevice(): boolean {
  return useContext(OnDeviceContext);
}
