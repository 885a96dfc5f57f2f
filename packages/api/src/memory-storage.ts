import type { SessionStorage } from './session-slice.js';

/** A Storage stand-in for SSR and tests, where there is no localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): SessionStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
