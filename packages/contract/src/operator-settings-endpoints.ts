import { z } from 'zod';
import { Proposal } from './domains/backoffice-proposals.js';
import { TenantSettings, TenantSettingsSave } from './domains/backoffice-settings.js';
import { defineEndpoint } from './endpoints.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';

/** The tenant's settings an admin changes in the console (the `administer` permission), by proposal. */
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
      // Written only once a second admin approves the proposal (four eyes).
      response: Proposal,
      auth: true,
    }),
    'administer',
  ),
} as const;
