import { stableStringify } from '@trading/api';

/** How long an identical money request counts as "already submitted". */
export const DUPLICATE_WINDOW_MS = 5 * 60_000;

const STORAGE_KEY = 'recentMoneySubmissions';

type Seen = Record<string, number>;

/**
 * The money requests this tab sent successfully in the last few minutes, by kind and exact
 * fields. Kept in sessionStorage so a reload or a Back to the form still remembers; a new
 * tab starts clean.
 */
export interface RecentSubmissions {
  has(kind: string, fields: unknown): boolean;
  remember(kind: string, fields: unknown): void;
  forget(): void;
}

export function createRecentSubmissions(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
  now: () => number = Date.now,
): RecentSubmissions {
  let memory: Seen = {};
  const read = (): Seen => {
    const stored = storage?.getItem(STORAGE_KEY);
    if (!stored) return memory;
    try {
      return JSON.parse(stored) as Seen;
    } catch {
      return memory;
    }
  };
  const fresh = (seen: Seen): Seen =>
    Object.fromEntries(Object.entries(seen).filter(([, at]) => now() - at < DUPLICATE_WINDOW_MS));
  const keyOf = (kind: string, fields: unknown) => `${kind} ${stableStringify(fields)}`;
  return {
    has: (kind, fields) => keyOf(kind, fields) in fresh(read()),
    remember(kind, fields) {
      memory = { ...fresh(read()), [keyOf(kind, fields)]: now() };
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(memory));
      } catch {
        // Storage full or refused: memory still guards this page's life.
      }
    },
    forget() {
      memory = {};
      storage?.removeItem(STORAGE_KEY);
    },
  };
}

export const recentSubmissions = createRecentSubmissions(
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);
