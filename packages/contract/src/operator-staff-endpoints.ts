import { z } from 'zod';
import {
  StaffByIdRequest,
  StaffCreateRequest,
  StaffIdentity,
  StaffIdentityRequest,
  StaffMember,
  StaffRoleRequest,
} from './domains/backoffice-staff.js';
import { defineEndpoint } from './endpoints.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';

/**
 * The console's staff accounts (the admin's `administer` permission). An admin cannot change
 * their own role or disable themselves, so a tenant is never left without the admin acting.
 */
export const operatorStaffEndpoints = {
  staffList: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/staff',
      request: z.object({}),
      response: z.array(StaffMember),
      auth: true,
    }),
    'administer',
  ),
  staffCreate: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/staff',
      request: StaffCreateRequest,
      response: StaffMember,
      auth: true,
    }),
    'administer',
  ),
  staffSetRole: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/staff/{id}/role',
      request: StaffRoleRequest,
      response: StaffMember,
      auth: true,
    }),
    'administer',
  ),
  staffDisable: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/staff/{id}/disable',
      request: StaffByIdRequest,
      response: StaffMember,
      auth: true,
    }),
    'administer',
  ),
  staffEnable: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/staff/{id}/enable',
      request: StaffByIdRequest,
      response: StaffMember,
      auth: true,
    }),
    'administer',
  ),
  /**
   * A lost phone: the member's second factor is removed and their sessions end, so their next
   * sign-in (password first) enrols a new key. Never on one's own account; audited.
   */
  staffResetSecondFactor: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/staff/{id}/second-factor/reset',
      request: StaffByIdRequest,
      response: StaffMember,
      auth: true,
    }),
    'administer',
  ),
  staffIdentity: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/staff/{id}/identity',
      request: StaffByIdRequest,
      response: StaffIdentity,
      auth: true,
    }),
    'administer',
  ),
  staffIdentitySave: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/staff/{id}/identity',
      request: StaffIdentityRequest,
      response: StaffIdentity,
      auth: true,
    }),
    'administer',
  ),
} as const;
