import { operatorEndpoints, type TenantSettings } from '@trading/contract';
import type { z } from 'zod';
import { fieldErrors, type Checked } from '../shell/field-errors';
import { typedDecimal, wireDecimal } from '@trading/ui-kit';

/** The settings form as typed: every amount in the console's language, an empty largest deposit meaning none. */
export interface SettingsValues {
  registrationCode: string;
  minDeposit: string;
  maxDeposit: string;
  minWithdraw: string;
  /** By currency, in the order the tenant lists them. */
  secondApprovalAbove: Record<string, string>;
}

type SettingsBody = z.input<typeof operatorEndpoints.tenantSettingsSave.request>;

export function settingsValuesOf(settings: TenantSettings): SettingsValues {
  return {
    registrationCode: settings.registrationCode,
    minDeposit: typedDecimal(settings.minDeposit),
    maxDeposit: settings.maxDeposit === null ? '' : typedDecimal(settings.maxDeposit),
    minWithdraw: typedDecimal(settings.minWithdraw),
    secondApprovalAbove: Object.fromEntries(
      Object.entries(settings.withdrawalSecondApprovalAbove).map(([currency, amount]) => [
        currency,
        typedDecimal(amount),
      ]),
    ),
  };
}

/** What the form sends, checked by the call's own schema first; the server adds its range checks. */
export function settingsRequest(values: SettingsValues): Checked<SettingsBody> {
  const body: SettingsBody = {
    registrationCode: values.registrationCode.trim(),
    minDeposit: wireDecimal(values.minDeposit),
    maxDeposit: values.maxDeposit.trim() === '' ? null : wireDecimal(values.maxDeposit),
    minWithdraw: wireDecimal(values.minWithdraw),
    withdrawalSecondApprovalAbove: Object.fromEntries(
      Object.entries(values.secondApprovalAbove).map(([currency, amount]) => [
        currency,
        wireDecimal(amount),
      ]),
    ),
  };
  const parsed = operatorEndpoints.tenantSettingsSave.request.safeParse(body);
  return parsed.success ? { body } : { errors: fieldErrors(parsed.error.issues) };
}
