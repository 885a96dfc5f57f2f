import { parseSchemeChoice, SCHEME_STORAGE_KEY, type SchemeChoice } from '@trading/contract/tenant';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readStored(): string | null {
  try {
    return localStorage.getItem(SCHEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The user's stored choice (System when storage is unavailable). */
export function readSchemeChoice(): SchemeChoice {
  return typeof window === 'undefined' ? 'system' : parseSchemeChoice(readStored());
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

/**
 * Keeps the choice and marks <html> the way SCHEME_SCRIPT does on the next load, so the CSS
 * switches at once and the reload paints the same.
 */
export function writeSchemeChoice(choice: SchemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(SCHEME_STORAGE_KEY);
    else localStorage.setItem(SCHEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-scheme');
  else root.setAttribute('data-scheme', choice);
  notify();
}

/** Calls back when the choice (this tab or another) or the system setting changes. */
export function subscribeScheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SCHEME_STORAGE_KEY) return;
    writeSchemeChoice(parseSchemeChoice(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}
