import { z } from 'zod';
import { TenantDefinition } from './tenant-definition.js';
import { TenantTokens } from './tenant-tokens.js';

/** One build's tenant: its rules and its theme. */
export const Tenant = z.strictObject({ definition: TenantDefinition, tokens: TenantTokens });
export type Tenant = z.infer<typeof Tenant>;
