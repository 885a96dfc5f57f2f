import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

/** RATE_LIMITED naming when the next attempt is accepted, in whole minutes (at least one). */
export function throttled(retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError('RATE_LIMITED', localized('throttle.retryAfter', { minutes }));
}
