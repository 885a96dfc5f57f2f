import { endpoints, type EndpointName } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import type { AuthUser } from './auth-user';
import type { FactorContext } from './second-factor';
import type { Tenant } from '../tenants/tenant-registry';
import { findUserById, type UserRow } from './user-repository';

/** The tenant's data requires two-factor sign-in and this user has not turned it on. */
export const needsEnrolment = (tenant: Tenant, user: Pick<UserRow, 'totpSecret'>): boolean =>
  tenant.rules.security.twoFactor === 'required' && !user.totpSecret;

/**
 * Where the tenant requires a second factor, a user without one may sign in (to set it up)
 * and read, but every call the contract marks as moving money (`moves`) answers
 * TWO_FACTOR_ENROLMENT_REQUIRED until then.
 */
export async function assertEnrolled(
  ctx: Pick<FactorContext, 'services' | 'tenant'> & { user: AuthUser | null },
  endpoint: EndpointName,
): Promise<void> {
  if (!ctx.user || !endpoints[endpoint].moves) return;
  if (ctx.tenant.rules.security.twoFactor !== 'required') return;
  const user = await findUserById(ctx.services.db, ctx.tenant.id, ctx.user.id);
  if (user && needsEnrolment(ctx.tenant, user)) throw new ApiError('TWO_FACTOR_ENROLMENT_REQUIRED');
}
