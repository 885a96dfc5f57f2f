/**
 * SQLSTATE classes and codes that mean the database, not the request, failed: a connection
 * exception (08), the server shutting down or a backend terminated (57P01-57P03), too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;

/** Socket errors of a connection that broke or could not be made. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/** node-postgres reports a connection that ended under a query in words only. */
const LOST_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when a query failed because the database could not be reached or dropped the
 * connection (drizzle wraps driver errors, so the cause chain is walked). Such a failure says
 * nothing about the request: it is answered UNAVAILABLE, to be sent again.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
