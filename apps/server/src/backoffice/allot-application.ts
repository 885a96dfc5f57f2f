import {
  proRata,
  type AdminApplication,
  type AllotPreview,
  type OfferingKind,
} from '@trading/contract';
import { isDeepStrictEqual } from 'node:util';
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

/** A locked application that can still be allotted, or INVALID_STATE. */
async function applyingLocked(tx: Db, operator: Operator, applicationId: number) {
  const before = await findApplication(tx, operator.tenantId, applicationId, { lock: true });
  if (!before) throw new ApiError('NOT_FOUND');
  if (before.status !== 'APPLYING')
    throw new ApiError('INVALID_STATE', localized('operator.notApplying'));
  return before;
}

/**
 * The operator's decision on one application of their tenant: `shares` allotted (0 fails it).
 * Written directly only from the server's own shell (admin CLI, demo seed); the console
 * proposes it (backoffice/proposals).
 */
export function allotApplication(
  db: Db,
  operator: Operator,
  applicationId: number,
  shares: number,
): Promise<AdminApplication> {
  return inTransaction(db, async (tx) =>
    allotLocked(tx, operator, await applyingLocked(tx, operator, applicationId), shares),
  );
}

/** One application's allotment as a preview of one row: refused as the write would be. */
function previewOne(row: ApplicationRow, shares: number): AllotPreview {
  const allotment = allotShares(shares, row.unit, row.applyUnit);
  if (!allotment.ok)
    throw new ApiError('VALIDATION', localized(allotment.reason.id, allotment.reason.params));
  return {
    rows: [
      {
        applicationId: row.id,
        userId: row.userId,
        asked: sharesAsked(row),
        unit: row.unit,
        shares,
      },
    ],
    available: shares,
    asked: sharesAsked(row),
    allotted: shares,
  };
}

/** What allotting `shares` to one application would write, checked as the write would be. */
export async function previewApplicationAllotment(
  db: Db,
  operator: Operator,
  applicationId: number,
  shares: number,
): Promise<AllotPreview> {
  return inTransaction(db, async (tx) => {
    const row = await applyingLocked(tx, operator, applicationId);
    await assertNotLinked(tx, operator, { investorId: row.userId });
    return previewOne(row, shares);
  });
}

/**
 * Writes one application's allotment if it is still as `expected` was previewed; null (nothing
 * written) when it changed or was decided since.
 */
export async function allotApplicationAsPreviewed(
  tx: Db,
  operator: Operator,
  expected: AllotPreview,
): Promise<AdminApplication[] | null> {
  const [seen] = expected.rows;
  const row = await findApplication(tx, operator.tenantId, seen!.applicationId, { lock: true });
  if (!row || row.status !== 'APPLYING') return null;
  const now = previewNow(() => previewOne(row, seen!.shares));
  if (!now || !samePreview(now, expected)) return null;
  return [await allotLocked(tx, operator, row, seen!.shares)];
}

/** Two previews give every application the same shares out of the same asks. */
const samePreview = (a: AllotPreview, b: AllotPreview) => isDeepStrictEqual(a, b);

/** A preview of the state now, or null where the state now refuses one (it changed). */
function previewNow(make: () => AllotPreview): AllotPreview | null {
  try {
    return make();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
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

/**
 * The allotment of one offer as it would be written, without writing anything. When
 * proposing it, also refused when an application is the proposer's own (linked-accounts.ts).
 */
export async function previewOfferAllotment(
  db: Db,
  operator: Operator,
  offer: OfferAllotment,
  opts: { proposing?: boolean } = {},
): Promise<AllotPreview> {
  const preview = shareOut(await applyingTo(db, operator.tenantId, offer), offer.available);
  if (opts.proposing)
    for (const row of preview.rows) await assertNotLinked(db, operator, { investorId: row.userId });
  return preview;
}

/**
 * Shares one offer's `available` shares out among its applications by the pro-rata rule, all
 * of them or none, on the applications as they are locked now, if that gives exactly the
 * `expected` preview; null (nothing written) when an application was decided, withdrawn or
 * added since. Applications that named no quantity stay to be decided one by one.
 */
export async function allotOfferAsPreviewed(
  tx: Db,
  operator: Operator,
  offer: OfferAllotment,
  expected: AllotPreview,
): Promise<AdminApplication[] | null> {
  const rows = await applyingTo(tx, operator.tenantId, offer, { lock: true });
  const preview = previewNow(() => shareOut(rows, offer.available));
  if (!preview || !samePreview(preview, expected)) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const allotted: AdminApplication[] = [];
  for (const { applicationId, shares } of preview.rows)
    allotted.push(await allotLocked(tx, operator, byId.get(applicationId)!, shares));
  return allotted;
}
