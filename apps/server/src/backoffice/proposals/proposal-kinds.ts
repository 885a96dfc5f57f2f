import type {
  AllotPreview,
  OperatorPermission,
  ProposedChange,
  TenantSettings,
  TenantSettingsSave,
} from '@trading/contract';
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/database';
import type { Tenant } from '../../tenants/tenant-registry';
import {
  allotApplicationAsPreviewed,
  allotOfferAsPreviewed,
  type OfferAllotment,
} from '../allot-application';
import type { Operator } from '../operator';
import { lockedTenantSettings, writeTenantSettings } from '../tenant-settings';
import type { ProposalRow } from './proposal-repository';

/** What one kind of proposal needs to be decided, and how an approval writes it. */
interface ProposalKindRules {
  /** The permission (ROLE_PERMISSIONS) both the proposer and the approver hold. */
  permission: OperatorPermission;
  /** Writes the change as the approver's, or answers false (nothing written) when its basis changed. */
  apply(tx: Db, approver: Operator, tenant: Tenant, row: ProposalRow): Promise<boolean>;
}

/** What an allotment proposal keeps to apply: the offer shared out, or null for one application. */
export interface AllotmentInput {
  offer: OfferAllotment | null;
}

export const PROPOSAL_KINDS: Record<ProposedChange['kind'], ProposalKindRules> = {
  TENANT_SETTINGS: {
    permission: 'administer',
    async apply(tx, approver, tenant, row) {
      const now = await lockedTenantSettings(tx, tenant);
      if (!isDeepStrictEqual(now, row.basis as TenantSettings)) return false;
      await writeTenantSettings(tx, approver, tenant, now, row.input as TenantSettingsSave);
      return true;
    },
  },
  ALLOTMENT: {
    permission: 'offerings',
    async apply(tx, approver, _tenant, row) {
      const { offer } = row.input as AllotmentInput;
      const expected = row.basis as AllotPreview;
      const written = offer
        ? await allotOfferAsPreviewed(tx, approver, offer, expected)
        : await allotApplicationAsPreviewed(tx, approver, expected);
      return written !== null;
    },
  },
};
