import {
  ROLE_PERMISSIONS,
  type Proposal,
  type ProposalStatus,
  type ProposedChange,
} from '@trading/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { localized } from '../../messages/catalogue';
import type { Tenant } from '../../tenants/tenant-registry';
import { recordAudit } from '../audit-repository';
import type { Operator } from '../operator';
import { PROPOSAL_KINDS } from './proposal-kinds';
import {
  lockProposal,
  markDecided,
  proposalViews,
  proposalsOf,
  type ProposalRow,
} from './proposal-repository';

const kindOf = (row: ProposalRow) => row.kind as ProposedChange['kind'];

/** The kinds of change a role may propose and decide. */
export const decidableKinds = (op: Operator) =>
  (Object.keys(PROPOSAL_KINDS) as Array<ProposedChange['kind']>).filter((kind) =>
    ROLE_PERMISSIONS[op.role].includes(PROPOSAL_KINDS[kind].permission),
  );

export async function listProposals(
  db: Db,
  op: Operator,
  status: ProposalStatus,
): Promise<Proposal[]> {
  return proposalViews(db, await proposalsOf(db, op.tenantId, status, decidableKinds(op)));
}

/**
 * The proposal locked for a decision by `op`: it exists in their tenant, their role may decide
 * its kind, and it still waits (else ALREADY_DECIDED, naming who decided it).
 */
async function pendingLocked(tx: Db, op: Operator, id: number): Promise<ProposalRow> {
  const row = await lockProposal(tx, op.tenantId, id);
  if (!row) throw new ApiError('NOT_FOUND');
  if (!decidableKinds(op).includes(kindOf(row)))
    throw new ApiError('FORBIDDEN', localized('proposal.notYours'));
  if (row.status !== 'PENDING') {
    const [by] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, row.decidedBy ?? row.proposedBy));
    throw new ApiError(
      'ALREADY_DECIDED',
      localized('proposal.alreadyDecided', { name: by?.username ?? '' }),
    );
  }
  return row;
}

async function decided(
  tx: Db,
  op: Operator,
  row: ProposalRow,
  status: 'APPROVED' | 'REJECTED' | 'STALE',
  note: string | null,
): Promise<ProposalRow> {
  const after = await markDecided(tx, row.id, { status, decidedBy: op.userId, note });
  await recordAudit(tx, op, {
    action: `PROPOSAL_${status}`,
    targetType: 'proposal',
    targetId: row.id,
    before: { status: row.status, proposedBy: row.proposedBy, change: row.change },
    after: { status, note },
  });
  return after;
}

/**
 * A second, different staff member approves: the change is written in the same transaction as
 * the decision, once (a parallel approval waits on the row lock and is told it was decided). A
 * change whose basis moved since it was proposed is not written: the proposal goes STALE.
 */
export async function approveProposal(
  db: Db,
  op: Operator,
  tenant: Tenant,
  id: number,
): Promise<Proposal> {
  const row = await inTransaction(db, async (tx) => {
    const pending = await pendingLocked(tx, op, id);
    if (pending.proposedBy === op.userId)
      throw new ApiError('FORBIDDEN', localized('proposal.ownProposal'));
    const applied = await PROPOSAL_KINDS[kindOf(pending)].apply(tx, op, tenant, pending);
    return applied
      ? decided(tx, op, pending, 'APPROVED', null)
      : decided(tx, op, pending, 'STALE', localized('proposal.stale').en);
  });
  if (row.status === 'STALE') throw new ApiError('INVALID_STATE', localized('proposal.stale'));
  return (await proposalViews(db, [row]))[0]!;
}

/** Rejected with a reason by anyone who may decide it (the proposer so withdraws their own). */
export async function rejectProposal(
  db: Db,
  op: Operator,
  id: number,
  note: string,
): Promise<Proposal> {
  const row = await inTransaction(db, async (tx) =>
    decided(tx, op, await pendingLocked(tx, op, id), 'REJECTED', note),
  );
  return (await proposalViews(db, [row]))[0]!;
}
