import type { TenantSettings, TenantSettingsSave } from '@trading/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { financeSettings, tenants } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { secondApprovalRuleOf } from '../finance/second-approval';
import { fromUnits, hasAtMostDecimals, toUnits } from '../ledger/decimal';
import { localized } from '../messages/catalogue';
import type { Tenant } from '../tenants/tenant-registry';
import { recordAudit } from './audit-repository';
import type { Operator } from './operator';

/** Stored money reads back with 8 places; settings show the cents an admin typed. */
const cents = (value: string) => fromUnits(toUnits(value));
const centsOf = (rule: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(rule).map(([currency, amount]) => [currency, cents(amount!)]));

async function readSettings(db: Db, tenant: Tenant, forUpdate: boolean) {
  const query = db
    .select({ finance: financeSettings, registrationCode: tenants.registrationCode })
    .from(financeSettings)
    .innerJoin(tenants, eq(tenants.id, financeSettings.tenantId))
    .where(eq(financeSettings.tenantId, tenant.id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new Error(`no finance settings for tenant ${tenant.id}`);
  return row;
}

function view(row: Awaited<ReturnType<typeof readSettings>>, tenant: Tenant): TenantSettings {
  const release = tenant.rules.security.withdrawalSecondApprovalAbove;
  const { finance } = row;
  return {
    registrationCode: row.registrationCode,
    minDeposit: cents(finance.minDeposit),
    maxDeposit: finance.maxDeposit === null ? null : cents(finance.maxDeposit),
    minWithdraw: cents(finance.minWithdraw),
    withdrawalSecondApprovalAbove: centsOf(secondApprovalRuleOf(finance, release)),
    releaseSecondApprovalAbove: centsOf(release),
    updatedAt: finance.updatedAt?.getTime() ?? null,
  };
}

export async function tenantSettingsOf(db: Db, tenant: Tenant): Promise<TenantSettings> {
  return view(await readSettings(db, tenant, false), tenant);
}

/** The checks a schema cannot make: cents only, a sane deposit range, one threshold per currency. */
export function assertSaveable(tenant: Tenant, input: TenantSettingsSave): void {
  const amounts = {
    minDeposit: input.minDeposit,
    minWithdraw: input.minWithdraw,
    ...(input.maxDeposit === null ? {} : { maxDeposit: input.maxDeposit }),
    ...input.withdrawalSecondApprovalAbove,
  };
  for (const [field, value] of Object.entries(amounts))
    if (!hasAtMostDecimals(toUnits(value), 2))
      throw new ApiError('VALIDATION', localized('operator.centsOnly', { field }));
  if (input.maxDeposit !== null && toUnits(input.maxDeposit) < toUnits(input.minDeposit))
    throw new ApiError('VALIDATION', localized('operator.depositRange'));
  const expected = Object.keys(tenant.rules.security.withdrawalSecondApprovalAbove).sort();
  const given = Object.keys(input.withdrawalSecondApprovalAbove).sort();
  if (expected.join() !== given.join())
    throw new ApiError(
      'VALIDATION',
      localized('operator.thresholdCurrencies', { currencies: expected.join(', ') }),
    );
}

/** The settings in effect, read under the settings row's lock when a change is to be written. */
export async function lockedTenantSettings(tx: Db, tenant: Tenant): Promise<TenantSettings> {
  return view(await readSettings(tx, tenant, true), tenant);
}

/**
 * Every setting at once, inside the caller's transaction after lockedTenantSettings (so
 * `before` is what was locked); audited with before and after as `admin`'s change.
 */
export async function writeTenantSettings(
  tx: Db,
  admin: Operator,
  tenant: Tenant,
  before: TenantSettings,
  input: TenantSettingsSave,
): Promise<TenantSettings> {
  assertSaveable(tenant, input);
  await tx
    .update(financeSettings)
    .set({
      minDeposit: input.minDeposit,
      maxDeposit: input.maxDeposit,
      minWithdraw: input.minWithdraw,
      secondApprovalAbove: centsOf(input.withdrawalSecondApprovalAbove),
      updatedAt: new Date(),
    })
    .where(eq(financeSettings.tenantId, tenant.id));
  await tx
    .update(tenants)
    .set({ registrationCode: input.registrationCode })
    .where(eq(tenants.id, tenant.id));
  const after = view(await readSettings(tx, tenant, false), tenant);
  await recordAudit(tx, admin, {
    action: 'TENANT_SETTINGS',
    targetType: 'tenant',
    targetId: tenant.id,
    before,
    after,
  });
  return after;
}
