import { ERRORS, type ErrorName } from '@trading/contract';
import type { FastifyReply } from 'fastify';
import { errorText } from '../messages/error-text';
import { noteAnswerCode } from './answer-code';
import type { Lang } from '../messages/lang';

/** Seconds a client is asked to wait before retrying a BUSY (503) answer. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Answers `{ code, msg, data: null }` with the HTTP status the contract's catalogue gives the
 * code; a 503 (BUSY) also says when to try again.
 */
export function sendError(
  reply: FastifyReply,
  name: ErrorName,
  lang: Lang,
  message?: string,
): FastifyReply {
  if (ERRORS[name].http === 503) reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  noteAnswerCode(reply, ERRORS[name].code);
  return reply
    .code(ERRORS[name].http)
    .send({ code: ERRORS[name].code, msg: message ?? errorText(name, lang), data: null });
}
