import { z } from 'zod';
import { TenantSettings, TenantSettingsSave } from './domains/backoffice-settings.js';
import { defineEndpoint } from './endpoints.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';

/** The tenant's settings an admin changes in the console (the `administer` permission). */
export const operatorSettingsEndpoints = {
  tenantSettings: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/tenant',
      request: z.object({}),
      response: TenantSettings,
      auth: true,
    }),
    'administer',
  ),
  tenantSettingsSave: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/tenant',
      request: TenantSettingsSave,
      response: TenantSettings,
      auth: true,
    }),
    'administer',
  ),
} as const;
