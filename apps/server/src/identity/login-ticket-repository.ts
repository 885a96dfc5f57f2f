import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginTickets } from '../db/schema';
import { hashSessionToken, newSessionToken } from './session-token';

/** How long the second step of a sign-in may take. */
export const LOGIN_TICKET_TTL_MS = 5 * 60_000;

/** A ticket for the second step: random like a session token, stored only as its digest. */
export async function issueLoginTicket(
  db: Db,
  tenantId: string,
  userId: number,
  nowMs: number,
): Promise<string> {
  const ticket = newSessionToken();
  await db.insert(loginTickets).values({
    tenantId,
    userId,
    ticketHash: hashSessionToken(ticket),
    expiresAt: new Date(nowMs + LOGIN_TICKET_TTL_MS),
  });
  return ticket;
}

/** The user a live, unused ticket of this tenant was issued to. */
export async function ticketUser(
  db: Db,
  tenantId: string,
  ticket: string,
  nowMs: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: loginTickets.userId })
    .from(loginTickets)
    .where(
      and(
        eq(loginTickets.ticketHash, hashSessionToken(ticket)),
        eq(loginTickets.tenantId, tenantId),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, new Date(nowMs)),
      ),
    );
  return row?.userId;
}

/** Spends the ticket; false when another request spent it first. */
export async function spendLoginTicket(db: Db, ticket: string): Promise<boolean> {
  const rows = await db
    .update(loginTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(loginTickets.ticketHash, hashSessionToken(ticket)), isNull(loginTickets.usedAt)))
    .returning({ id: loginTickets.id });
  return rows.length === 1;
}
