/**
 * Documented demo credentials, seeded into an empty database. Registration needs the
 * tenant's authorization code; the demo investor exists in every tenant.
 */
export const DEMO_INVESTOR = { username: 'demo', password: 'demo12' } as const;
export const DEMO_OPERATOR = { username: 'operator', password: 'operator12' } as const;

export const REGISTRATION_CODES: Record<string, string> = {
  ngn: 'JOIN-NGN',
  inr: 'JOIN-INR',
  brl: 'JOIN-BRL',
  usd: 'JOIN-USD',
};
