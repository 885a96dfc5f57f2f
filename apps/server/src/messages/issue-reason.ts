import { MARKUP_MESSAGE } from '@trading/contract';
import type { z } from 'zod';
import { en, type MessageId } from './en';
import { message, type LocalizedText } from './catalogue';
import type { Lang } from './lang';

// The contract words its own reasons in English; each one the catalogue words the same way
// under a reason.* id is given in the caller's language instead.
const BY_ENGLISH = new Map<string, MessageId>(
  (Object.entries(en) as [MessageId, string][])
    .filter(([id, text]) => id.startsWith('reason.') && !text.includes('{'))
    .map(([id, text]) => [text, id]),
);
BY_ENGLISH.set(MARKUP_MESSAGE, 'format.markup');

/** A limit's reason from the issue's own numbers, whatever words the schema gave it. */
function limitReason(issue: z.core.$ZodIssue): [MessageId, number] | null {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return null;
  const small = issue.code === 'too_small';
  const count = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (issue.exact) return ['reason.exactLength', count];
    return [small ? 'reason.minLength' : 'reason.maxLength', count];
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return [small ? 'reason.minItems' : 'reason.maxItems', count];
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (issue.inclusive === false) return [small ? 'reason.greaterThan' : 'reason.lessThan', count];
    return [small ? 'reason.min' : 'reason.max', count];
  }
  return null;
}

/**
 * Why a field was refused, in the caller's language: a reason the contract words (matched in
 * the catalogue), else a length, size or range limit read from the issue, else an e-mail
 * format; anything else keeps the issue's own text (zod's, in the caller's language).
 */
export function issueReason(issue: z.core.$ZodIssue, lang: Lang): string {
  const worded = BY_ENGLISH.get(issue.message);
  if (worded) return message(worded, lang);
  const limit = limitReason(issue);
  if (limit) return message(limit[0], lang, { count: limit[1] });
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return message('reason.email', lang);
  return issue.message;
}

/** The reason in every language, for an ApiError a service raises itself. */
export function localizedIssueReason(issue: z.core.$ZodIssue): LocalizedText {
  return {
    en: issueReason(issue, 'en'),
    pt: issueReason(issue, 'pt'),
    zh: issueReason(issue, 'zh'),
  };
}
