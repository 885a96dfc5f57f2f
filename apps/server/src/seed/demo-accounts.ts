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
/**
 * The demo investor's recovery codes beside that secret (README; each works once per seeding): a demo account that says
 * "0 recovery codes left" would show the lost-phone path as a dead end.
 */
export const DEMO_RECOVERY_CODES = [
  'DEMXA-23452',
  'DEMXB-23453',
  'DEMXC-23454',
  'DEMXD-23455',
  'DEMXE-23456',
  'DEMXF-23457',
  'DEMXG-23458',
  'DEMXH-23459',
  'DEMXJ-2345A',
  'DEMXK-2345B',
] as const;
export const DEMO_OPERATOR = { username: 'operator', password: 'operator-desk-26' } as const;
/**
 * The back-office staff seeded in every tenant, one per role, and a second reviewer for
 * two-approver decisions. Staff passwords are 12 characters or more and staff always sign in
 * with a second factor: each has a documented TOTP key (README, back office), added to an
 * authenticator app by hand or computed from (the test helpers do).
 */
export const DEMO_STAFF = [
  {
    username: 'reviewer',
    password: 'reviewer-desk-26',
    role: 'reviewer',
    totpSecret: 'RLW7XNG7233GPZ2C2I22FEX5WY3GRAPZ',
  },
  {
    username: 'reviewer2',
    password: 'reviewer-desk-26',
    role: 'reviewer',
    totpSecret: 'STFXQIPAFICUPM62VVGKF5ZCHJG3TEXM',
  },
  { ...DEMO_OPERATOR, role: 'operator', totpSecret: 'LH2JVXBFMEKH3VWPKVJ2FS7H4VVFFBSD' },
  {
    username: 'admin',
    password: 'admin-desk-2026',
    role: 'admin',
    totpSecret: '3PTWZKKZ6AENGXQ2G3SAS5YKX5MX7QCP',
  },
  // Settings changes need a second admin's approval (four eyes, docs/decisions.md).
  {
    username: 'admin2',
    password: 'admin-desk-2026',
    role: 'admin',
    totpSecret: 'PZPPS6J6B7IJUKZS3RTVGPDSYR3A2IK3',
  },
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
