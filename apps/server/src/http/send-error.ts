import { ERRORS, errorMessage, type ErrorName } from '@trading/contract';
import type { FastifyReply } from 'fastify';
import type { Lang } from './language';

/** Answers `{ code, msg, data: null }` with the HTTP status the contract's catalogue gives the code. */
export function sendError(
  reply: FastifyReply,
  name: ErrorName,
  lang: Lang,
  message?: string,
): FastifyReply {
  return reply
    .code(ERRORS[name].http)
    .send({ code: ERRORS[name].code, msg: message ?? errorMessage(name, lang), data: null });
}
