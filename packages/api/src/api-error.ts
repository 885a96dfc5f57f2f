import { NETWORK_ERROR_MESSAGE } from '@trading/contract';

/**
 * The one error shape every endpoint rejects with: the server's code and message, or one of
 * the client codes below when the server never answered with an envelope.
 */
export interface ApiError {
  code: number;
  message: string;
}

/**
 * Client-side codes. They are negative and small so they can never collide with the
 * server's catalogue (positive, plus -99999).
 */
export const CLIENT_ERROR = {
  /** No answer, a timeout, an abort, or an answer that was not an envelope. */
  NETWORK: -1,
  /** The envelope's data did not match the contract (only when response validation is on). */
  INVALID_RESPONSE: -2,
  /** The call could not be built (a path parameter is missing): a bug in the caller. */
  INVALID_REQUEST: -3,
} as const;

export function networkError(): ApiError {
  return { code: CLIENT_ERROR.NETWORK, message: NETWORK_ERROR_MESSAGE };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).code === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

/**
 * True when the request may or may not have reached the server (so a money action's outcome
 * is unknown and a retry must reuse its Idempotency-Key).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.code === CLIENT_ERROR.NETWORK;
}
