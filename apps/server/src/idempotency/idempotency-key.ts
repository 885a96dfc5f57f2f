import { HEADERS } from '@trading/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

const KEY_RE = /^[\x21-\x7e]{1,100}$/;

/** The request's Idempotency-Key, or undefined when the client sent none (it is optional). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADERS.idempotencyKey.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!KEY_RE.test(value)) throw new ApiError('VALIDATION', localized('request.badIdempotencyKey'));
  return value;
}
