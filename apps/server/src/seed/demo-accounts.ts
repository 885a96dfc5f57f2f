/**
 * Documented demo credentials, seeded into an empty database. Registration needs the
 * tenant's authorization code; the demo investor exists in every tenant.
 */
export const DEMO_INVESTOR = { username: 'demo', password: 'demo12' } as const;
/**
 * The demo investor's TOTP secret where the tenant requires two-factor sign-in (README):
 * add it to an authenticator app by hand, or compute the code from it (the e2e helper does).
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_OPERATOR = { username: 'operator', password: 'operator12' } as const;
/** The back-office staff seeded in every tenant, one per role, and a second reviewer for two-approver decisions. */
export const DEMO_STAFF = [
  { username: 'reviewer', password: 'reviewer12', role: 'reviewer' },
  { username: 'reviewer2', password: 'reviewer12', role: 'reviewer' },
  { ...DEMO_OPERATOR, role: 'operator' },
  { username: 'admin', password: 'admin12', role: 'admin' },
  // Settings changes need a second admin's approval (four eyes, docs/decisions.md).
  { username: 'admin2', password: 'admin12', role: 'admin' },
] as const;

/** A tenant's demo registration code, derived from its id: ngn → JOIN-NGN. */
export function registrationCodeOf(tenantId: string): string {
  return `JOIN-${tenantId.toUpperCase()}`;
}

/** The registration code of any tenant id: `REGISTRATION_CODES.ngn` is "JOIN-NGN". */
export const REGISTRATION_CODES: Readonly<Record<string, string>> = new Proxy(
  {},
  { get: (_, id) => (typeof id === 'string' ? registrationCodeOf(id) : undefined) },
);
