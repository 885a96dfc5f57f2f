import type { OperatorPermission } from './domains/backoffice.js';
import type { defineEndpoint } from './endpoints.js';

/** An operator call: an endpoint, plus the permission (see ROLE_PERMISSIONS) a caller's role must hold. */
export function defineOperatorEndpoint<const E extends ReturnType<typeof defineEndpoint>>(
  endpoint: E,
  permission: OperatorPermission | null,
): E & { readonly permission: OperatorPermission | null } {
  return Object.freeze({ ...endpoint, permission });
}
