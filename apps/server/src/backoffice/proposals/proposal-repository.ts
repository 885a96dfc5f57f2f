import type { Proposal, ProposalStatus, ProposedChange } from '@trading/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { changeProposals, users } from '../../db/schema';

export type ProposalRow = typeof changeProposals.$inferSelect;

export async function insertProposal(
  db: Db,
  values: {
    tenantId: string;
    kind: ProposedChange['kind'];
    input: unknown;
    basis: unknown;
    change: ProposedChange;
    proposedBy: number;
  },
): Promise<ProposalRow> {
  const [row] = await db.insert(changeProposals).values(values).returning();
  return row!;
}

/** One proposal of the tenant, locked so that two decisions on it are made one after the other. */
export async function lockProposal(
  db: Db,
  tenantId: string,
  id: number,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(changeProposals)
    .where(and(eq(changeProposals.tenantId, tenantId), eq(changeProposals.id, id)))
    .for('update');
  return row;
}

export async function markDecided(
  db: Db,
  id: number,
  decision: { status: Exclude<ProposalStatus, 'PENDING'>; decidedBy: number; note: string | null },
): Promise<ProposalRow> {
  const [row] = await db
    .update(changeProposals)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(changeProposals.id, id))
    .returning();
  return row!;
}

/** The tenant's proposals of one status and of the given kinds, newest first. */
export function proposalsOf(
  db: Db,
  tenantId: string,
  status: ProposalStatus,
  kinds: ReadonlyArray<ProposedChange['kind']>,
): Promise<ProposalRow[]> {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(changeProposals)
    .where(
      and(
        eq(changeProposals.tenantId, tenantId),
        eq(changeProposals.status, status),
        inArray(changeProposals.kind, [...kinds]),
      ),
    )
    .orderBy(desc(changeProposals.id))
    .limit(200);
}

/** The console's view of proposals, with the names of who proposed and decided each. */
export async function proposalViews(db: Db, rows: readonly ProposalRow[]): Promise<Proposal[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.proposedBy, r.decidedBy ?? r.proposedBy]))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((u) => [u.id, u.username]),
  );
  const step = (userId: number, at: Date) => ({
    userId,
    username: names.get(userId) ?? '',
    at: at.getTime(),
  });
  return rows.map((r) => ({
    id: r.id,
    status: r.status as ProposalStatus,
    change: r.change as ProposedChange,
    proposed: step(r.proposedBy, r.proposedAt),
    decided: r.decidedBy !== null && r.decidedAt ? step(r.decidedBy, r.decidedAt) : null,
    note: r.note,
  }));
}
