import { endpoints, type EndpointName } from '@trading/contract';
import { roleOf } from '../backoffice/roles';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { AuthUser } from './auth-user';

/**
 * Staff and investors are different principals: a staff login is refused every call the
 * contract marks `investorOnly` (money, positions, KYC), so a staff account never holds money
 * and never has an item of its own in the queues it decides. A staff member who is also a
 * customer signs in with a separate investor login (docs/decisions.md).
 */
export async function assertInvestor(
  db: Db,
  user: AuthUser | null,
  endpoint: EndpointName,
): Promise<void> {
  if (!user || !endpoints[endpoint].investorOnly) return;
  if ((await roleOf(db, user.tenantId, user.id)) !== null) throw new ApiError('STAFF_NOT_INVESTOR');
}
