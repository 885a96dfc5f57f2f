import { useSyncExternalStore } from 'react';

/** Activates the waiting worker and reloads into the new build. */
export type ApplyUpdate = () => void;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the registration when a new build's worker is installed and waiting. */
export function announceUpdate(apply: ApplyUpdate): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending update, or null: a new deploy's worker waits for the user's Reload. */
export function useUpdateAvailable(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
