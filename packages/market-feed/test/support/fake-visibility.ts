import type { VisibilitySource } from '../../src/feed-client.js';

/** A page-visibility source the test flips by hand. */
export function fakeVisibility(initial: 'visible' | 'hidden' = 'visible') {
  const listeners = new Set<() => void>();
  let state: string = initial;
  const source: VisibilitySource & { set(next: 'visible' | 'hidden'): void } = {
    get visibilityState() {
      return state;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
  return source;
}
