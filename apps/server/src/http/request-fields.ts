import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';

const NOT_AN_OBJECT = {
  en: 'The request body must be a JSON object',
  pt: 'O corpo da solicitação deve ser um objeto JSON',
  zh: '请求体必须是 JSON 对象',
};

/**
 * Query, body and path params merged into one object (params win). A body that is an
 * array, string, number or null is refused: spreading it would turn `[…]` into index
 * fields and let a request with no fields at all reach a handler.
 */
export function requestFields(request: FastifyRequest): Record<string, unknown> {
  const { body } = request;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw new ApiError('VALIDATION', NOT_AN_OBJECT);
  return {
    ...(request.query as object),
    ...(body as object | undefined),
    ...(request.params as object),
  };
}
