import type { z } from 'zod';
import { message } from '../messages/catalogue';
import { issueReason } from '../messages/issue-reason';
import type { Lang } from '../messages/lang';

/**
 * One readable sentence for the first problem of a failed parse, in the caller's
 * language. Field names stay as the API spells them so a developer can act on it.
 */
export function validationMessage(error: z.ZodError, lang: Lang, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return message('field.invalid', lang, { field: 'request', reason: 'unknown' });
  const field = issue.path.length > 0 ? issue.path.join('.') : 'request';
  const value = issue.path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );
  const missing =
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return missing
    ? message('field.required', lang, { field })
    : message('field.invalid', lang, { field, reason: issueReason(issue, lang) });
}

export function badJsonMessage(lang: Lang): string {
  return message('request.badJson', lang);
}
