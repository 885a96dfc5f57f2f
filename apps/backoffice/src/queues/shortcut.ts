export type Shortcut = 'approve' | 'reject' | 'next' | 'previous';

const KEYS: Record<string, Shortcut> = {
  a: 'approve',
  r: 'reject',
  j: 'next',
  n: 'next',
  k: 'previous',
};

/** The queue action a key press asks for; none while typing in a field or with a modifier held. */
export function shortcutOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const tag = (event.target as { tagName?: string } | null)?.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return null;
  return KEYS[event.key] ?? null;
}
