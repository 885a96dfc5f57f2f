import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

/**
 * Query, body and path params merged into one object (params win). A body that is an
 * array, string, number or null is refused: spreading it would turn `[…]` into index
 * fields and let a request with no fields at all reach a handler.
 */
export function requestFields(request: FastifyRequest): Record<string, unknown> {
  const { body } = request;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw new ApiError('VALIDATION', localized('request.notAnObject'));
  return {
    ...(request.query as object),
    ...(body as object | undefined),
    ...(request.params as object),
  };
}
