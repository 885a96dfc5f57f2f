import { z } from 'zod';
import {
  Proposal,
  ProposalApproveRequest,
  ProposalRejectRequest,
  ProposalsRequest,
} from './domains/backoffice-proposals.js';
import { defineEndpoint } from './endpoints.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';

/**
 * The second pair of eyes: proposals waiting for a decision. Any staff role may call; each
 * proposal needs the permission of what it changes (the server checks per proposal).
 */
export const operatorProposalEndpoints = {
  proposals: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/proposals',
      request: ProposalsRequest,
      response: z.array(Proposal),
      auth: true,
    }),
    null,
  ),
  proposalsApprove: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/proposals/{id}/approve',
      request: ProposalApproveRequest,
      response: Proposal,
      auth: true,
    }),
    null,
  ),
  proposalsReject: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/proposals/{id}/reject',
      request: ProposalRejectRequest,
      response: Proposal,
      auth: true,
    }),
    null,
  ),
} as const;
