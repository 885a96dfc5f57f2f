import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost } from '../db/connection-lost';
import { ApiError } from '../errors/api-error';
import { message } from '../messages/catalogue';
import { pickLanguage } from './language';
import { sendError } from './send-error';
import { badJsonMessage } from './validation-message';

/**
 * Every failure under /api leaves as an envelope. Client mistakes Fastify detects
 * (bad JSON, oversized body or file) become VALIDATION; a database out of reach is
 * UNAVAILABLE (try again); anything unexpected is logged and answered INTERNAL without
 * internals.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang ?? pickLanguage(request.headers['accept-language']);
  if (error instanceof ApiError) return sendError(reply, error.errorName, lang, error.text?.[lang]);
  if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED', lang);
  if (
    error.statusCode === 413 ||
    error.code === 'FST_REQ_FILE_TOO_LARGE' ||
    error.code === 'FST_FILES_LIMIT'
  ) {
    return sendError(reply, 'VALIDATION', lang, message('request.tooLarge', lang));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return sendError(reply, 'VALIDATION', lang, badJsonMessage(lang));
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, 'VALIDATION', lang, error.message);
  }
  if (isConnectionLost(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(reply, 'UNAVAILABLE', lang);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL', lang);
}
