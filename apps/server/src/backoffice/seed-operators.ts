import { setTotpSecrets } from '../identity/second-factor-repository';
import { insertUser } from '../identity/user-repository';
import { secretBox } from '../security/secret-box';
import { DEMO_STAFF } from '../seed/demo-accounts';
import type { SeedContext } from '../seed/seed-context';
import { grantRole } from './roles';

/**
 * The documented demo staff, as users holding their role in every tenant (each logs in on that
 * tenant's host), each with their documented TOTP key already on.
 */
export async function seedOperators(ctx: SeedContext): Promise<void> {
  const box = secretBox(ctx.config.secretsKey);
  for (const staff of DEMO_STAFF) {
    const passwordHash = await ctx.hasher.hash(staff.password);
    for (const tenantId of ctx.demoUsers.keys()) {
      const user = await insertUser(ctx.db, {
        tenantId,
        username: staff.username,
        passwordHash,
      });
      await setTotpSecrets(ctx.db, box, user.id, { totpSecret: staff.totpSecret });
      await grantRole(ctx.db, tenantId, user.id, staff.role);
    }
  }
}
