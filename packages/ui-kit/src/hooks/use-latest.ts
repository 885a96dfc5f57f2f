import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the last rendered value, for long-lived native listeners
 * that must see current props without being re-attached on every render.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
