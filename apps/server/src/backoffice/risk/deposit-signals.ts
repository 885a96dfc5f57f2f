import type { CompanyAccount, DepositRiskSignals, ReusedReceipt } from '@trading/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { deposits, uploads, users } from '../../db/schema';
import { companyAccounts } from '../../finance/company-accounts';
import { sameHolder } from '../../finance/holder-name';
import type { FinanceSettings } from '../../finance/settings-repository';

/**
 * A deposit as the queue's one query reads it: whose (with the investor's KYC name and status),
 * on which rail, paid by whom, with which receipt and that receipt's content hash.
 */
interface Deposit {
  id: number;
  tenantId: string;
  usdt: boolean;
  accountName: string | null;
  receiptUploadId: number | null;
  receiptSha256: string | null;
  kycStatus: string | null;
  kycName: string | null;
  paidInto: CompanyAccount | null;
}

const otherReceipt = alias(uploads, 'other_receipt');

/**
 * Other deposits of the tenant, anyone's, whose receipt is the same upload or the same bytes
 * (content hash): one transfer shown twice.
 */
async function sameReceipt(db: Db, of: Deposit): Promise<ReusedReceipt[]> {
  if (of.receiptUploadId === null) return [];
  const rows = await db
    .select({
      depositId: deposits.id,
      userId: deposits.userId,
      username: users.username,
      status: deposits.status,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .innerJoin(otherReceipt, eq(otherReceipt.id, deposits.receiptUploadId))
    .where(
      and(
        eq(deposits.tenantId, of.tenantId),
        ne(deposits.id, of.id),
        or(
          eq(deposits.receiptUploadId, of.receiptUploadId),
          of.receiptSha256 ? eq(otherReceipt.sha256, of.receiptSha256) : undefined,
        ),
      ),
    )
    .orderBy(deposits.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/**
 * What the deposit reviewer checks: who the investor is, who paid, into which company account
 * (and whether the tenant still offers it: settings changed since are a reason to look twice),
 * with which receipt.
 */
export async function depositSignals(
  db: Db,
  of: Deposit,
  settings: FinanceSettings,
): Promise<DepositRiskSignals> {
  const offered = companyAccounts(settings, of.usdt);
  const paidInto = of.paidInto;
  return {
    kycStatus: of.kycStatus,
    kycName: of.kycName,
    payerMatchesKyc:
      of.kycName !== null && of.accountName ? sameHolder(of.accountName, of.kycName) : null,
    paidInto,
    paidIntoCurrent: paidInto && offered.some((a) => a.id === paidInto.id),
    companyAccounts: offered,
    receiptUsedBefore: await sameReceipt(db, of),
  };
}
