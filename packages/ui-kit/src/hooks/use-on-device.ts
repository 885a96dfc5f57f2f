import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and during the browser's hydration of that HTML (which must
 * draw the same thing), true from the next render on: what only the device has (its clock,
 * `document.body` for a portal) is read once this is true.
 */
export function useOnDevice(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
