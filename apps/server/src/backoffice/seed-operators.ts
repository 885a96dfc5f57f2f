import { insertUser } from '../identity/user-repository';
import { DEMO_STAFF } from '../seed/demo-accounts';
import type { SeedContext } from '../seed/seed-context';
import { grantRole } from './roles';

/** The documented demo staff, as users holding their role in every tenant (each logs in on that tenant's host). */
export async function seedOperators(ctx: SeedContext): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const passwordHash = await ctx.hasher.hash(staff.password);
    for (const tenantId of ctx.demoUsers.keys()) {
      const user = await insertUser(ctx.db, {
        tenantId,
        username: staff.username,
        passwordHash,
      });
      await grantRole(ctx.db, tenantId, user.id, staff.role);
    }
  }
}
