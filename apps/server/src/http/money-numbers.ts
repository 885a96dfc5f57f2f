import { MONEY_MESSAGE } from '@trading/contract';
import type { z } from 'zod';
import type { Lang } from '../messages/lang';
import { zodErrorsIn } from '../messages/zod-locale';

/**
 * Parses a request, reading a JSON number where the contract wants a money string by its
 * shortest decimal form (75.97 → "75.97"), as clients of the original API send prices. Only
 * the fields the contract refused as money are rewritten, so a number elsewhere is still
 * refused; a number with no short exact form (0.1 + 0.2, 1e21) fails the money rule as before.
 */
export function parseWithMoneyNumbers<T extends z.ZodType>(
  schema: T,
  raw: Record<string, unknown>,
  lang: Lang,
): ReturnType<T['safeParse']> {
  const first = schema.safeParse(raw, zodErrorsIn(lang)) as ReturnType<T['safeParse']>;
  if (first.success) return first;
  const moneyPaths = first.error.issues
    .filter((issue) => issue.message === MONEY_MESSAGE)
    .map((issue) => issue.path)
    .filter((path) => Number.isFinite(valueAt(raw, path)));
  if (moneyPaths.length === 0) return first;
  const fixed = structuredClone(raw);
  for (const path of moneyPaths) setAt(fixed, path, String(valueAt(raw, path)));
  return schema.safeParse(fixed, zodErrorsIn(lang)) as ReturnType<T['safeParse']>;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function setAt(root: Record<string, unknown>, path: readonly PropertyKey[], value: unknown) {
  let node: Record<PropertyKey, unknown> = root;
  for (const key of path.slice(0, -1)) node = node[key] as Record<PropertyKey, unknown>;
  node[path[path.length - 1]!] = value;
}
