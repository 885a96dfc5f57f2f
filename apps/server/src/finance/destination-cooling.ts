import type { FactorContext } from '../identity/second-factor';

/** When a destination saved or changed now becomes usable (the tenant's cooling-off). */
export function coolingOffUntil(ctx: Pick<FactorContext, 'services' | 'tenant'>): Date {
  const hours = ctx.tenant.rules.security.destinationCoolingOffHours;
  return new Date(ctx.services.now() + hours * 3_600_000);
}
