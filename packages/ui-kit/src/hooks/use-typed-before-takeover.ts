import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what was typed (or filled in by a password manager) into a field of the server's HTML
 * before the app took it over. The field then holds other text than the value it hydrates with:
 * React sees no change event for it, and its next render would set the field back. On mount
 * that text is handed to `onTyped` as the change it is, so the owner's state keeps it. On a
 * page rendered in the browser the two never differ at mount, and nothing happens.
 *
 * `shown` is the text the field renders with (undefined for a field that keeps its own).
 */
export function useTypedBeforeTakeover(
  ref: RefObject<HTMLInputElement | null>,
  shown: string | undefined,
  onTyped: ((field: HTMLInputElement) => void) | undefined,
): void {
  // Only the first render's: later ones are the app's own, never text typed before it.
  const mounted = useRef({ shown, onTyped });
  useLayoutEffect(() => {
    const field = ref.current;
    const first = mounted.current;
    if (field && first.shown !== undefined && field.value !== first.shown) first.onTyped?.(field);
  }, [ref]);
}
