import type { CompanyAccount, DepositRiskSignals, ReusedReceipt } from '@trading/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { deposits, kycSubmissions, uploads, users } from '../../db/schema';
import { sameHolder } from '../../finance/holder-name';
import type { FinanceSettings } from '../../finance/settings-repository';

/** A deposit as the queue reads it: whose, on which rail, paid by whom, with which receipt. */
interface Deposit {
  id: number;
  tenantId: string;
  userId: number;
  usdt: boolean;
  accountName: string | null;
  receiptUploadId: number | null;
}

/**
 * The company accounts of the deposit's rail, as the tenant's deposit settings offer them: the
 * investor's form does not say which one they paid into, so the reviewer matches the receipt.
 */
export function companyAccounts(settings: FinanceSettings, usdt: boolean): CompanyAccount[] {
  if (usdt)
    return settings.usdtAddress
      ? [{ kind: 'usdt', bank: null, accountName: null, account: settings.usdtAddress }]
      : [];
  return (['corporate', 'personal'] as const).flatMap((kind) => {
    const info = settings[kind];
    return info ? [{ kind, bank: info.bank, accountName: info.account, account: info.cardNo }] : [];
  });
}

const otherReceipt = alias(uploads, 'other_receipt');

/**
 * Other deposits of the tenant, anyone's, whose receipt is the same upload or the same bytes
 * (content hash): one transfer shown twice.
 */
async function sameReceipt(db: Db, of: Deposit): Promise<ReusedReceipt[]> {
  if (of.receiptUploadId === null) return [];
  const [receipt] = await db
    .select({ sha256: uploads.sha256 })
    .from(uploads)
    .where(eq(uploads.id, of.receiptUploadId));
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
          receipt?.sha256 ? eq(otherReceipt.sha256, receipt.sha256) : undefined,
        ),
      ),
    )
    .orderBy(deposits.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/** What the deposit reviewer checks: who the investor is, who paid, into what, with which receipt. */
export async function depositSignals(
  db: Db,
  of: Deposit,
  settings: FinanceSettings,
): Promise<DepositRiskSignals> {
  const [kyc] = await db
    .select({ status: kycSubmissions.status, name: kycSubmissions.name })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, of.userId));
  return {
    kycStatus: kyc?.status ?? null,
    kycName: kyc?.name ?? null,
    payerMatchesKyc: kyc && of.accountName ? sameHolder(of.accountName, kyc.name) : null,
    paidInto: companyAccounts(settings, of.usdt),
    receiptUsedBefore: await sameReceipt(db, of),
  };
}
