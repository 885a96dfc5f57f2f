import type { InvestorDetail, InvestorLedgerEntry, InvestorSummary } from '@trading/contract';
import { and, desc, eq, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import {
  instruments,
  kycSubmissions,
  ledgerEntries,
  ledgerTransactions,
  userBalances,
  userRoles,
  users,
  workingOrders,
} from '../db/schema';
import { listActiveSessions } from '../identity/session-repository';
import { moneyText } from '../offerings/money-text';
import { listPositions } from '../trading/position-repository';

/** The most a search lists: staff narrow it by typing more. */
const SEARCH_LIMIT = 20;

const summaryColumns = {
  userId: users.id,
  username: users.username,
  accountNo: users.accountNo,
  email: users.email,
  mobile: users.mobile,
  lockedAt: users.lockedAt,
  createdAt: users.createdAt,
  name: kycSubmissions.name,
  kycStatus: kycSubmissions.status,
};

/** The tenant's investors (users without a back-office role), with their KYC row when they have one. */
function investors(db: Db, tenantId: string, which: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(users)
    .leftJoin(kycSubmissions, eq(kycSubmissions.userId, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), isNull(userRoles.role), which));
}

type SummaryRow = Awaited<ReturnType<typeof investors>>[number];

function summary(row: SummaryRow): InvestorSummary {
  return {
    userId: row.userId,
    username: row.username,
    accountNo: row.accountNo,
    name: row.name,
    kycStatus: row.kycStatus,
    locked: row.lockedAt !== null,
    createdAt: row.createdAt.getTime(),
  };
}

/** Investors whose username, account number or KYC name contains the text, newest first. */
export async function searchInvestors(
  db: Db,
  tenantId: string,
  text: string,
): Promise<InvestorSummary[]> {
  const pattern = likePattern(text);
  const rows = await investors(
    db,
    tenantId,
    or(
      ilike(users.username, pattern),
      ilike(users.accountNo, pattern),
      ilike(kycSubmissions.name, pattern),
    ),
  )
    .orderBy(desc(users.id))
    .limit(SEARCH_LIMIT);
  return rows.map(summary);
}

/** One investor of the tenant as the lookup screen shows them, or undefined (staff or unknown). */
export async function investorDetail(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<InvestorDetail | undefined> {
  const [row] = await investors(db, tenantId, eq(users.id, userId));
  if (!row) return undefined;
  const [kyc] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));
  const balances = await db
    .select()
    .from(userBalances)
    .where(and(eq(userBalances.tenantId, tenantId), eq(userBalances.userId, userId)))
    .orderBy(userBalances.currency);
  const held = await listPositions(db, tenantId, userId);
  const orders = await db
    .select({ order: workingOrders, symbol: instruments.symbol })
    .from(workingOrders)
    .innerJoin(instruments, eq(instruments.id, workingOrders.instrumentId))
    .where(
      and(
        eq(workingOrders.tenantId, tenantId),
        eq(workingOrders.userId, userId),
        eq(workingOrders.status, 'PENDING'),
      ),
    )
    .orderBy(desc(workingOrders.id));
  const symbols = await symbolsOf(
    db,
    held.map((p) => p.instrumentId),
  );
  const sessions = await listActiveSessions(db, tenantId, userId);
  return {
    ...summary(row),
    email: row.email,
    mobile: row.mobile,
    lockedAt: row.lockedAt?.getTime() ?? null,
    kyc: kyc
      ? {
          name: kyc.name,
          idType: kyc.idType,
          idNumber: kyc.idNumber,
          taxIdType: kyc.taxIdType,
          taxIdNumber: kyc.taxIdNumber,
          bank: kyc.bank,
          cardNo: kyc.cardNo,
          reviewNote: kyc.reviewNote,
        }
      : null,
    balances: balances.map((b) => ({
      currency: b.currency,
      cash: moneyText(b.cash),
      held: moneyText(b.held),
    })),
    positions: held.map((p) => ({
      instrumentId: p.instrumentId,
      symbol: symbols.get(p.instrumentId) ?? String(p.instrumentId),
      available: p.available,
      locked: p.locked,
      cost: moneyText(p.cost),
    })),
    openOrders: orders.map(({ order: o, symbol }) => ({
      id: o.id,
      symbol,
      side: o.side,
      type: o.type,
      quantity: o.quantity,
      limitPrice: o.limitPrice === null ? null : moneyText(o.limitPrice),
      stopPrice: o.stopPrice === null ? null : moneyText(o.stopPrice),
      held: moneyText(o.held),
      currency: o.currency,
      createdAt: o.createdAt.getTime(),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      place: s.place,
      createdAt: s.createdAt.getTime(),
      lastSeenAt: s.lastSeenAt.getTime(),
    })),
  };
}

async function symbolsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: instruments.id, symbol: instruments.symbol })
    .from(instruments)
    .where(inArray(instruments.id, ids));
  return new Map(rows.map((r) => [r.id, r.symbol]));
}

/** The investor's ledger legs on their own accounts, newest first, each with its balance after. */
export async function investorLedger(
  db: Db,
  tenantId: string,
  userId: number,
  page: { limit: number; beforeId?: number },
): Promise<InvestorLedgerEntry[]> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerTransactions.createdAt,
      scene: ledgerTransactions.scene,
      description: ledgerTransactions.description,
      account: ledgerEntries.account,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.tenantId, tenantId),
        eq(ledgerEntries.userId, userId),
        page.beforeId === undefined ? undefined : lt(ledgerEntries.id, page.beforeId),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.getTime(),
    amount: moneyText(r.amount),
    balanceAfter: r.balanceAfter === null ? null : moneyText(r.balanceAfter),
  }));
}
