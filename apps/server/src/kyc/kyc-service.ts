import { maskNumber, type KycRecord, type ParsedRequestOf } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { kycSubmissions, uploads } from '../db/schema';
import type { Operator } from '../backoffice/operator';
import { assertNotLinked } from '../backoffice/linked-accounts';
import { notifyDecision } from '../backoffice/notify-decision';
import {
  auditReview,
  type Decision,
  rejectionOf,
  reviewDecision,
  stillUnderReview,
} from '../backoffice/review';
import { decidedOnSeenVersion, kycVersion } from '../backoffice/decision-version';
import { ApiError } from '../errors/api-error';
import { ownedUploads } from '../finance/owned-upload';
import type { TenantRules } from '../finance/tenant-rules';
import { uploadUrl } from '../uploads/upload-url';
import { assertFormat } from '../finance/bank-fields';
import { findKyc, type KycRow } from './kyc-status';
import { localized } from '../messages/catalogue';
import { checkedTaxId } from './tax-id';

/**
 * The investor's own record as the app reads it: the ID, tax and card numbers masked (last 4), so
 * the full numbers never travel back to a device once entered; staff read the stored row in
 * the console.
 */
export async function kycRecord(db: Db, row: KycRow): Promise<KycRecord> {
  const photos = await db
    .select({ id: uploads.id, key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.userId, row.userId));
  const urls = new Map(photos.map((p) => [p.id, uploadUrl(p.key)]));
  return {
    name: row.name,
    idType: row.idType,
    idNumber: maskNumber(row.idNumber),
    taxIdType: row.taxIdType,
    taxIdNumber: row.taxIdNumber === null ? null : maskNumber(row.taxIdNumber),
    bank: row.bank,
    cardNo: row.cardNo === null ? null : maskNumber(row.cardNo),
    photo: row.photoIds.flatMap((id) => {
      const url = urls.get(id);
      return url ? [{ id, url }] : [];
    }),
    status: row.status as KycRecord['status'],
    rejection: rejectionOf(row),
  };
}

/**
 * Submits (or, after a rejection, resubmits) the user's identity for review. Only a
 * user with nothing on file or a REJECTED record may submit: REVIEWING and PASSED are
 * read-only (INVALID_STATE).
 */
export function submitKyc(
  db: Db,
  tenant: { id: string; rules: TenantRules },
  userId: number,
  input: ParsedRequestOf<'kycSubmit'>,
): Promise<KycRecord> {
  const tenantId = tenant.id;
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, userId))
      .for('update');
    if (existing && existing.status !== 'REJECTED')
      throw new ApiError('INVALID_STATE', localized('kyc.underReview'));
    const rules = tenant.rules.kyc;
    if (!rules.idTypes.some((t) => t.value === input.idType))
      throw new ApiError('VALIDATION', localized('kyc.badIdType'));
    if (rules.requireBankCard && (!input.bank || !input.cardNo))
      throw new ApiError('VALIDATION', localized('kyc.bankCardRequired'));
    // The ID number in its type's real format; the card number (NGN) as the tenant names it.
    const idType = rules.idTypes.find((t) => t.value === input.idType)!;
    const idNumber = assertFormat('idNumber', idType.format, input.idNumber);
    const taxId = checkedTaxId(rules.taxId, input);
    const cardNo =
      rules.requireBankCard && input.cardNo
        ? assertFormat('cardNo', rules.cardFormat, input.cardNo, input.bank)
        : null;
    await ownedUploads(tx, { tenantId, userId }, input.photo, 'KYC');
    const values = {
      tenantId,
      name: input.name,
      idType: input.idType,
      idNumber,
      ...taxId,
      bank: rules.requireBankCard ? (input.bank ?? null) : null,
      cardNo,
      photoIds: input.photo,
      status: 'REVIEWING',
      submittedAt: new Date(),
      reviewedAt: null,
      reviewedBy: null,
      reviewNote: null,
      reviewReason: null,
    };
    const [row] = await tx
      .insert(kycSubmissions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: kycSubmissions.userId, set: values })
      .returning();
    return kycRecord(tx, row!);
  });
}

export async function currentKyc(db: Db, userId: number): Promise<KycRecord | null> {
  const row = await findKyc(db, userId);
  return row ? kycRecord(db, row) : null;
}

/**
 * Back office: approve (PASSED, the name becomes the verified name) or reject with a reason
 * (editable again); the investor is told either way.
 */
export function reviewKyc(
  db: Db,
  operator: Operator,
  userId: number,
  decision: Decision,
  seenVersion?: string,
): Promise<KycRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.tenantId, operator.tenantId)))
      .for('update');
    if (row)
      await decidedOnSeenVersion(
        tx,
        { version: kycVersion(row), changedBy: row.reviewedBy },
        seenVersion,
      );
    const before = stillUnderReview(row);
    await assertNotLinked(tx, operator, { investorId: userId });
    const [after] = await tx
      .update(kycSubmissions)
      .set(reviewDecision(operator, decision))
      .where(eq(kycSubmissions.userId, userId))
      .returning();
    await auditReview(tx, operator, 'KYC', decision.status, { targetId: userId, before, after });
    await notifyDecision(
      tx,
      after!,
      decision.status === 'PASSED' ? 'KYC_APPROVED' : 'KYC_REJECTED',
      null,
      rejectionOf(after!),
    );
    return after!;
  });
}
