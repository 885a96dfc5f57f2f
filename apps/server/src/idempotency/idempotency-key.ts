import { HEADERS } from '@trading/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';

const KEY_RE = /^[\x21-\x7e]{1,100}$/;
const BAD_KEY = {
  en: 'Idempotency-Key must be 1-100 visible ASCII characters',
  pt: 'Idempotency-Key deve ter de 1 a 100 caracteres ASCII visíveis',
  zh: 'Idempotency-Key 必须是 1-100 个可见 ASCII 字符',
};

/** The request's Idempotency-Key, or undefined when the client sent none (it is optional). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADERS.idempotencyKey.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!KEY_RE.test(value)) throw new ApiError('VALIDATION', BAD_KEY);
  return value;
}
