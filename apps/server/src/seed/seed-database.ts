import { count } from 'drizzle-orm';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import { seedTenantContent } from '../content/seed-content';
import { seedNewsOf } from '../content/seed-news';
import type { PasswordHasher } from '../identity/password-hasher';
import { replaceRecoveryCodes } from '../identity/second-factor-repository';
import { insertUser } from '../identity/user-repository';
import { secretBox } from '../security/secret-box';
import { toTenantConfig } from '../tenants/tenant-config';
import type { TenantPackage } from '../tenants/tenant-definitions';
import {
  DEMO_INVESTOR,
  DEMO_RECOVERY_CODES,
  DEMO_TOTP_SECRET,
  registrationCodeOf,
} from './demo-accounts';
import type { SeedContext, SeedHook } from './seed-context';

/** "Ipê Invest" → "ipe-invest", for the sample support address. */
function slug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Fills an empty database: tenants, their content and a demo investor per tenant, then
 * every feature's hook (the back office adds the operator). Runs in one transaction, so
 * a crash half-way leaves the database empty and the next start seeds again. Returns
 * false when the database already had tenants.
 */
export async function seedIfEmpty(
  db: Db,
  deps: { config: Config; hasher: PasswordHasher; packages: TenantPackage[]; hooks: SeedHook[] },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  const { config, hasher, packages, hooks } = deps;
  const investorHash = await hasher.hash(DEMO_INVESTOR.password);
  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      db: tx,
      config,
      hasher,
      demoUsers: new Map(),
      definitions: new Map(packages.map((p) => [p.definition.id, p.definition])),
      roots: new Map(packages.map((p) => [p.definition.id, p.root])),
    };
    for (const { definition, root } of packages) {
      const id = definition.id;
      await tx.insert(tenants).values({
        id,
        config: toTenantConfig(definition, `https://support.${slug(definition.title)}.example/`),
        hosts: [`${id}.localhost`],
        registrationCode: registrationCodeOf(id),
      });
      await seedTenantContent(tx, definition, seedNewsOf(root));
      const demo = await insertUser(tx, {
        tenantId: id,
        username: DEMO_INVESTOR.username,
        passwordHash: investorHash,
        ...(definition.security.twoFactor === 'required'
          ? { totpSecret: secretBox(config.secretsKey).seal(DEMO_TOTP_SECRET) }
          : {}),
      });
      if (definition.security.twoFactor === 'required')
        await replaceRecoveryCodes(tx, demo.id, [...DEMO_RECOVERY_CODES]);
      ctx.demoUsers.set(id, demo.id);
    }
    for (const hook of hooks) await hook(ctx);
  });
  return true;
}
