/** Unique-constraint violations (SQLSTATE 23505) from pg and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`.
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}
