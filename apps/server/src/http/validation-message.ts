import { FORMAT_REASONS, MARKUP_MESSAGE } from '@trading/contract';
import type { z } from 'zod';
import type { Lang } from '../messages/lang';

const templates = {
  required: { en: '{field} is required', pt: '{field} é obrigatório', zh: '{field}为必填项' },
  invalid: {
    en: '{field} is invalid: {reason}',
    pt: '{field} é inválido: {reason}',
    zh: '{field}无效：{reason}',
  },
  unknownBody: {
    en: 'The request body is not valid JSON',
    pt: 'O corpo da solicitação não é JSON válido',
    zh: '请求体不是有效的 JSON',
  },
} as const;

/**
 * One readable sentence for the first problem of a failed parse, in the caller's
 * language. Field names stay as the API spells them so a developer can act on it.
 */
export function validationMessage(error: z.ZodError, lang: Lang, input: unknown): string {
  const issue = error.issues[0];
  if (!issue)
    return templates.invalid[lang].replace('{field}', 'request').replace('{reason}', 'unknown');
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
  const template = missing ? templates.required[lang] : templates.invalid[lang];
  // Reasons the contract words in every language are given in the caller's.
  const reason =
    issue.message === MARKUP_MESSAGE ? FORMAT_REASONS['format.markup']![lang] : issue.message;
  return template.replace('{field}', field).replace('{reason}', reason);
}

export function badJsonMessage(lang: Lang): string {
  return templates.unknownBody[lang];
}
