import { useCallback, useState, type RefCallback } from 'react';

/**
 * The rendered height of an element, kept up to date as it changes (a footer that gains a line
 * of reason, a font that loads): a ref to attach and the height in px, 0 until measured (and
 * where the platform cannot observe sizes, as on the server).
 */
export function useHeight<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
