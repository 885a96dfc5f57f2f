import { useCallback, useRef } from 'react';
import { isOutcomeUnknown } from './api-error.js';
import { newIdempotencyKey } from './idempotency-key.js';

/**
 * One key per user action. The same action (same fields) keeps its key while its outcome is
 * unknown — in flight, or failed without a server answer (network error, timeout) — so a
 * double tap or a retry is one order on the server. A server answer (success or a business
 * error) closes the action: the next attempt is a new action with a new key. Different
 * fields are a different action, so they never collide with the earlier key.
 */
export class IdempotencyKeys {
  private open: { fields: string; key: string } | null = null;

  keyFor(fields: unknown): string {
    const serialized = stableStringify(fields);
    if (this.open?.fields !== serialized)
      this.open = { fields: serialized, key: newIdempotencyKey() };
    return this.open.key;
  }

  /** Called when the attempt that used `key` ends. */
  settle(key: string, outcomeUnknown: boolean): void {
    if (!outcomeUnknown && this.open?.key === key) this.open = null;
  }
}

/** JSON with object keys sorted, so the same fields always give the same text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** A mutation trigger whose argument may carry an idempotencyKey. */
type Trigger = (arg: never) => PromiseLike<{ error?: unknown }>;

/**
 * Wraps a money mutation hook so each user action sends one Idempotency-Key:
 * `const [buy, state] = useIdempotentMutation(useBuyMutation)`.
 */
export function useIdempotentMutation<T extends Trigger, State>(
  useMutation: () => readonly [T, State],
): readonly [T, State] {
  const [trigger, state] = useMutation();
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();

  const send = useCallback(
    (arg: Record<string, unknown>) => {
      const { idempotencyKey: _ignored, ...fields } = arg;
      const ledger = keys.current!;
      const key = ledger.keyFor(fields);
      const action = (trigger as unknown as (arg: Record<string, unknown>) => ReturnType<T>)({
        ...arg,
        idempotencyKey: key,
      });
      void Promise.resolve(action).then(
        (result) => ledger.settle(key, 'error' in result && isOutcomeUnknown(result.error)),
        () => ledger.settle(key, true),
      );
      return action;
    },
    [trigger],
  ) as unknown as T;

  return [send, state] as const;
}
