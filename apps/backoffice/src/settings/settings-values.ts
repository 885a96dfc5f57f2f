import { operatorEndpoints, type TenantSettings } from '@trading/contract';
import type { z } from 'zod';
import { fieldErrors, type Checked } from '../shell/field-errors';

/** The settings form as typed: every amount a text field, an empty largest deposit meaning none. */
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
    minDeposit: settings.minDeposit,
    maxDeposit: settings.maxDeposit ?? '',
    minWithdraw: settings.minWithdraw,
    secondApprovalAbove: { ...settings.withdrawalSecondApprovalAbove },
  };
}

/** What the form sends, checked by the call's own schema first; the server adds its range checks. */
export function settingsRequest(values: SettingsValues): Checked<SettingsBody> {
  const body: SettingsBody = {
    registrationCode: values.registrationCode.trim(),
    minDeposit: values.minDeposit.trim(),
    maxDeposit: values.maxDeposit.trim() === '' ? null : values.maxDeposit.trim(),
    minWithdraw: values.minWithdraw.trim(),
    withdrawalSecondApprovalAbove: Object.fromEntries(
      Object.entries(values.secondApprovalAbove).map(([currency, amount]) => [
        currency,
        amount.trim(),
      ]),
    ),
  };
  const parsed = operatorEndpoints.tenantSettingsSave.request.safeParse(body);
  return parsed.success ? { body } : { errors: fieldErrors(parsed.error.issues) };
}
