import { z } from 'zod';
import { LedgerAudit } from './domains/backoffice.js';
import { defineEndpoint } from './endpoints.js';

/**
 * Operator calls declared in the contract, beside the investor table (`endpoints`) rather than
 * in it: they live under /api/admin, need the Token of a user holding the operator role in the
 * tenant (an investor's token is FORBIDDEN) and are not part of the investor app's client.
 * Same `{ code, msg, data }` envelope and error catalogue.
 */
export const operatorEndpoints = {
  /** Recomputes the tenant's books: per-currency totals and every violation found. */
  ledgerAudit: defineEndpoint({
    method: 'GET',
    path: '/admin/ledger/audit',
    request: z.object({}),
    response: LedgerAudit,
    auth: true,
  }),
} as const;

export type OperatorEndpoints = typeof operatorEndpoints;
export type OperatorEndpointName = keyof OperatorEndpoints;
