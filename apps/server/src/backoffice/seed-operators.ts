import { insertUser } from '../identity/user-repository';
import { DEMO_OPERATOR } from '../seed/demo-accounts';
import type { SeedContext } from '../seed/seed-context';
import { grantOperator } from './roles';

/** The documented demo operator, as a user with the operator role in every tenant (it logs in on that tenant's host). */
export async function seedOperators(ctx: SeedContext): Promise<void> {
  const passwordHash = await ctx.hasher.hash(DEMO_OPERATOR.password);
  for (const tenantId of ctx.demoUsers.keys()) {
    const user = await insertUser(ctx.db, {
      tenantId,
      username: DEMO_OPERATOR.username,
      passwordHash,
    });
    await grantOperator(ctx.db, tenantId, user.id);
  }
}
