import type { KycRiskSignals, RelatedAccount } from '@trading/contract';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, kycSubmissions, users } from '../../db/schema';
import { normalisedName } from '../../finance/holder-name';
import { comparable } from '../linked-accounts';
import { comparableColumn } from './comparable-column';

/** A KYC submission as the queue reads it: whose, in what name, with which numbers. */
interface Submission {
  tenantId: string;
  userId: number;
  name: string;
  idNumber: string;
  taxIdNumber: string | null;
  cardNo: string | null;
}

type NumberColumn =
  typeof kycSubmissions.idNumber | typeof kycSubmissions.taxIdNumber | typeof kycSubmissions.cardNo;

/** Other accounts of the tenant, verified or pending, whose KYC `columns` (any) hold `value`. */
async function accountsSharing(
  db: Db,
  of: Submission,
  columns: readonly NumberColumn[],
  value: string | null,
): Promise<RelatedAccount[]> {
  const wanted = comparable(value);
  if (wanted === null) return [];
  return db
    .select({
      userId: kycSubmissions.userId,
      username: users.username,
      name: kycSubmissions.name,
      kycStatus: kycSubmissions.status,
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(
      and(
        eq(kycSubmissions.tenantId, of.tenantId),
        ne(kycSubmissions.userId, of.userId),
        inArray(kycSubmissions.status, ['PASSED', 'REVIEWING']),
        or(...columns.map((column) => eq(comparableColumn(column), wanted))),
      ),
    )
    .orderBy(kycSubmissions.userId);
}

/** A non-empty string of an audit entry's JSON, else null. */
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The investor's earlier decisions, newest first. A resubmission overwrites the submission row,
 * so the earlier ones are read from the audit entries each decision wrote (the row before it).
 */
async function earlierDecisions(db: Db, of: Submission) {
  const rows = await db
    .select({
      action: auditLog.action,
      by: auditLog.operatorName,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, of.tenantId),
        eq(auditLog.targetType, 'kyc'),
        eq(auditLog.targetId, String(of.userId)),
        inArray(auditLog.action, ['KYC_APPROVE', 'KYC_REJECT']),
      ),
    )
    .orderBy(desc(auditLog.id));
  return rows.map((r) => {
    const after = r.after as { reviewNote?: unknown; reviewReason?: unknown } | null;
    return {
      rejected: r.action === 'KYC_REJECT',
      at: r.at.getTime(),
      by: r.by,
      name: String((r.before as { name?: unknown } | null)?.name ?? ''),
      // The reviewer's own words; a refusal with only a chosen reason shows that reason's code.
      note: textOrNull(after?.reviewNote) ?? textOrNull(after?.reviewReason),
    };
  });
}

/**
 * What the KYC reviewer checks: shared ID number, tax number or bank account, earlier names,
 * rejections. A tax number is also looked for among ID numbers: before tax numbers were asked
 * separately, a CPF, PAN, SSN or ITIN was submitted as the ID document.
 */
export async function kycSignals(db: Db, of: Submission): Promise<KycRiskSignals> {
  const earlier = await earlierDecisions(db, of);
  const current = normalisedName(of.name);
  const seen = new Set([current]);
  const earlierNames: string[] = [];
  for (const { name } of earlier) {
    const key = normalisedName(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    earlierNames.push(name);
  }
  return {
    sameIdNumber: await accountsSharing(db, of, [kycSubmissions.idNumber], of.idNumber),
    sameTaxIdNumber: await accountsSharing(
      db,
      of,
      [kycSubmissions.taxIdNumber, kycSubmissions.idNumber],
      of.taxIdNumber,
    ),
    sameBankAccount: await accountsSharing(db, of, [kycSubmissions.cardNo], of.cardNo),
    earlierNames,
    previousRejections: earlier
      .filter((d) => d.rejected)
      .map(({ at, by, name, note }) => ({ at, by, name, note })),
  };
}
