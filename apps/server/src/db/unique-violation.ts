/**
 * True when a query failed on a unique constraint (SQLSTATE 23505). drizzle wraps driver
 * errors, and pg and PGlite shape them differently, so the cause chain is walked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
