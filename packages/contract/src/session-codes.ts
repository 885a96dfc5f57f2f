/** Codes and texts the browser client needs from the error catalogue (kept apart so the
 * catalogue's messages stay out of the first page). */

/** Codes that end the session: the client clears the token and goes to /LoginUp. */
export const SESSION_ENDED = {
  /** No token, or a token that is not valid. */
  NO_TOKEN: -99999,
  /** Token expired. */
  TOKEN_EXPIRED: 11011,
  /** Token revoked (logged out, or logged in elsewhere). */
  TOKEN_REVOKED: 11012,
} as const;

export const SESSION_ENDED_CODES: readonly number[] = Object.values(SESSION_ENDED);

export function isSessionEnded(code: number): boolean {
  return SESSION_ENDED_CODES.includes(code);
}

/** Client-side message when the network fails or the server gives no message. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
