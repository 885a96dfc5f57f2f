/** True when a query failed on a CHECK constraint (SQLSTATE 23514), optionally a named one. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514')
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
