import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';

/**
 * The code investors must give to register, read at each sign-up rather than kept from start
 * up: an admin changes it in the console and every process refuses the old one at once.
 */
export async function currentRegistrationCode(db: Db, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ code: tenants.registrationCode })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`no tenant ${tenantId}`);
  return row.code;
}
