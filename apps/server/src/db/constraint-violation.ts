/**
 * True when a query failed with that SQLSTATE, on the named constraint if one is given.
 * drizzle wraps driver errors, and pg and PGlite shape them differently, so the cause chain
 * is walked.
 */
function isViolation(error: unknown, sqlState: string, constraint: string | undefined): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState)
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/** A unique constraint refused the row (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23505', constraint);
}

/** A CHECK constraint refused the row (SQLSTATE 23514). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23514', constraint);
}

/** A NOT NULL column was given no value (SQLSTATE 23502). */
export function isNotNullViolation(error: unknown): boolean {
  return isViolation(error, '23502', undefined);
}
