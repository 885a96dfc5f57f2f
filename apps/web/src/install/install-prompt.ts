import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (event: InstallPromptEvent | null) => {
  held = event;
  for (const listener of listeners) listener();
};

/**
 * Holds the browser's install prompt from the first moment: it may fire before the app has
 * rendered. Holding it (preventDefault) also keeps the browser's own banner away, so the app
 * chooses when to ask. Returns the undo, for tests.
 */
export function captureInstallPrompt(target: Window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    changed(event as InstallPromptEvent);
  };
  const onInstalled = () => changed(null);
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
    changed(null);
  };
}

/** A held prompt can be shown once: after that the browser needs a new event. */
export function spendInstallPrompt(): void {
  changed(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The held install prompt, or null (none yet, spent, or the app is installed). */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => held,
    () => null,
  );
}
