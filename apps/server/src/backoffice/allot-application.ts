import {
  proRata,
  type AdminApplication,
  type AllotPreview,
  type OfferingKind,
} from '@trading/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../errors/api-error';
import {
  applyingTo,
  findApplication,
  updateApplication,
  type ApplicationRow,
} from '../offerings/application-repository';
import { allotShares } from '../offerings/lot-rules';
import { applicationView } from '../offerings/views';
import { recordAudit } from './audit-repository';
import { investorRecord } from './investor-record';
import { assertNotLinked } from './linked-accounts';
import type { Operator } from './operator';
import { localized } from '../messages/catalogue';

/** The app's view of an application and the offer it applies to (an IPO offering or a snap-up). */
export const applicationWithOffer = (row: ApplicationRow) => ({
  ...applicationView(row),
  offeringId: (row.ipoOfferingId ?? row.snapUpId)!,
});

/** An application as the console shows it: with its offer, and whose it is. */
const adminApplicationView = investorRecord(applicationWithOffer);

/** Shares applied for: units asked × shares per unit (0 when the quantity was left open). */
const sharesAsked = (row: ApplicationRow) => row.applyUnit * row.unit;

/**
 * Writes an allotment of `shares` to a locked, APPLYING application: FUNDING (the user then
 * pays obtainNum × price), or FAILED for 0 shares; never by staff linked to its investor.
 * Audited with the row before and after.
 */
async function allotLocked(
  tx: Db,
  operator: Operator,
  before: ApplicationRow,
  shares: number,
): Promise<AdminApplication> {
  await assertNotLinked(tx, operator, { investorId: before.userId });
  const allotment = allotShares(shares, before.unit, before.applyUnit);
  if (!allotment.ok)
    throw new ApiError('VALIDATION', localized(allotment.reason.id, allotment.reason.params));
  const { obtainUnit, obtainNum } = allotment;
  await updateApplication(tx, operator.tenantId, before.id, {
    obtainUnit,
    obtainNum,
    status: obtainNum > 0 ? 'FUNDING' : 'FAILED',
  });
  const after = (await findApplication(tx, operator.tenantId, before.id))!;
  await recordAudit(tx, operator, {
    action: obtainNum > 0 ? 'APPLICATION_ALLOT' : 'APPLICATION_FAIL',
    targetType: 'application',
    targetId: before.id,
    before: adminApplicationView(before),
    after: adminApplicationView(after),
  });
  return adminApplicationView(after);
}

/** The operator's decision on one application of their tenant: `shares` allotted (0 fails it). */
export function allotApplication(
  db: Db,
  operator: Operator,
  applicationId: number,
  shares: number,
): Promise<AdminApplication> {
  return inTransaction(db, async (tx) => {
    const before = await findApplication(tx, operator.tenantId, applicationId, { lock: true });
    if (!before) throw new ApiError('NOT_FOUND');
    if (before.status !== 'APPLYING')
      throw new ApiError('INVALID_STATE', localized('operator.notApplying'));
    return allotLocked(tx, operator, before, shares);
  });
}

export interface OfferAllotment {
  kind: OfferingKind;
  offeringId: number;
  available: number;
}

/**
 * What sharing `available` shares of one offer out by the pro-rata rule gives each of its
 * applications that named a quantity. Refused when nothing applies to the offer, or when the
 * shares cannot fill one unit of any application (every one would fail).
 */
function shareOut(rows: readonly ApplicationRow[], available: number): AllotPreview {
  const applied = rows.filter((row) => sharesAsked(row) > 0);
  if (applied.length === 0)
    throw new ApiError('INVALID_STATE', localized('operator.nothingToAllot'));
  const given = new Map(
    proRata(
      applied.map((row) => ({ id: row.id, shares: sharesAsked(row), unit: row.unit })),
      available,
    ).map((a) => [a.id, a.shares]),
  );
  const preview: AllotPreview = {
    rows: applied.map((row) => ({
      applicationId: row.id,
      userId: row.userId,
      asked: sharesAsked(row),
      unit: row.unit,
      shares: given.get(row.id) ?? 0,
    })),
    available,
    asked: applied.reduce((sum, row) => sum + sharesAsked(row), 0),
    allotted: [...given.values()].reduce((sum, shares) => sum + shares, 0),
  };
  if (preview.allotted === 0)
    throw new ApiError('VALIDATION', localized('operator.allotTooFew', { available }));
  return preview;
}

/** The allotment of one offer as it would be written, without writing anything. */
export async function previewOfferAllotment(
  db: Db,
  operator: Operator,
  offer: OfferAllotment,
): Promise<AllotPreview> {
  return shareOut(await applyingTo(db, operator.tenantId, offer), offer.available);
}

/**
 * Shares one offer's `available` shares out among its applications by the pro-rata rule, all
 * of them or none, on the applications as they are locked now (the preview's, unless one was
 * decided meanwhile). Applications that named no quantity stay to be decided one by one.
 */
export function allotOffer(
  db: Db,
  operator: Operator,
  offer: OfferAllotment,
): Promise<AdminApplication[]> {
  return inTransaction(db, async (tx) => {
    const rows = await applyingTo(tx, operator.tenantId, offer, { lock: true });
    const preview = shareOut(rows, offer.available);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const allotted: AdminApplication[] = [];
    for (const { applicationId, shares } of preview.rows)
      allotted.push(await allotLocked(tx, operator, byId.get(applicationId)!, shares));
    return allotted;
  });
}
