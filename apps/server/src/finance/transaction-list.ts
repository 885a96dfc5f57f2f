import type {
  CurrencyCode,
  ParsedRequestOf,
  Transaction,
  TransactionScene,
} from '@trading/contract';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { ledgerEntries, ledgerTransactions, withdrawals } from '../db/schema';
import { USER_CASH } from '../ledger/accounts';
import { fromUnits, toUnits } from '../ledger/decimal';

/**
 * The fund transaction list: every movement of the user's cash, one row per currency
 * leg, with the balance after it. Holds show when they are taken and returned; a
 * withdrawal paid out from held money moves no cash and so adds no row; a refused one's
 * returned hold is marked as its refund.
 */
export async function pageTransactions(
  db: Db,
  tenantId: string,
  userId: number,
  input: ParsedRequestOf<'transactions'>,
): Promise<{ records: Transaction[]; total: number }> {
  const where = and(
    eq(ledgerEntries.tenantId, tenantId),
    eq(ledgerEntries.userId, userId),
    eq(ledgerEntries.account, USER_CASH),
    input.currencyType ? eq(ledgerEntries.currency, input.currencyType) : undefined,
    input.scene ? eq(ledgerTransactions.scene, input.scene) : undefined,
  );
  const { records, total } = await readPage(
    db
      .select({
        id: ledgerEntries.id,
        description: ledgerTransactions.description,
        scene: ledgerTransactions.scene,
        createdAt: ledgerTransactions.createdAt,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        currency: ledgerEntries.currency,
        refundOf: withdrawals.id,
        refundReason: withdrawals.reviewNote,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      // Money coming back on a refused withdrawal is its refund (the hold went out).
      .leftJoin(
        withdrawals,
        and(
          eq(ledgerTransactions.refType, 'WITHDRAWAL'),
          eq(withdrawals.id, ledgerTransactions.refId),
          eq(withdrawals.status, 'REJECTED'),
          gt(ledgerEntries.amount, '0'),
        ),
      )
      .where(where)
      .orderBy(input.desc ? desc(ledgerEntries.id) : asc(ledgerEntries.id)),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where),
    input,
  );
  return {
    records: records.map((r) => ({
      id: r.id,
      description: r.description,
      scene: r.scene as TransactionScene,
      createdTime: r.createdAt.getTime(),
      amount: fromUnits(toUnits(r.amount)),
      balance: fromUnits(toUnits(r.balanceAfter ?? '0')),
      currencyType: r.currency as CurrencyCode,
      refund: r.refundOf === null ? null : { withdrawalId: r.refundOf, reason: r.refundReason },
    })),
    total,
  };
}
