import type { AdminApplication } from '@trading/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../errors/api-error';
import { findApplication, updateApplication } from '../offerings/application-repository';
import { allotShares } from '../offerings/lot-rules';
import { applicationView } from '../offerings/views';
import { recordAudit } from './audit-repository';
import { investorRecord } from './investor-record';
import { assertNotLinked } from './linked-accounts';
import type { Operator } from './operator';
import { localized } from '../messages/catalogue';

/**
 * The operator's decision on an application of their tenant: `shares` allotted moves it
 * to FUNDING (the user then pays obtainNum × price); 0 shares fails it. Audited with the
 * row before and after, in the same transaction.
 */
export function allotApplication(
  db: Db,
  operator: Operator,
  applicationId: number,
  shares: number,
): Promise<AdminApplication> {
  return inTransaction(db, async (tx) => {
    const before = await findApplication(tx, operator.tenantId, applicationId, { lock: true });
    if (!before) throw new ApiError('NOT_FOUND');
    await assertNotLinked(tx, operator, { investorId: before.userId });
    if (before.status !== 'APPLYING')
      throw new ApiError('INVALID_STATE', localized('operator.notApplying'));
    const allotment = allotShares(shares, before.unit, before.applyUnit);
    if (!allotment.ok)
      throw new ApiError('VALIDATION', localized(allotment.reason.id, allotment.reason.params));
    const { obtainUnit, obtainNum } = allotment;
    await updateApplication(tx, operator.tenantId, applicationId, {
      obtainUnit,
      obtainNum,
      status: obtainNum > 0 ? 'FUNDING' : 'FAILED',
    });
    const after = (await findApplication(tx, operator.tenantId, applicationId))!;
    await recordAudit(tx, operator, {
      action: obtainNum > 0 ? 'APPLICATION_ALLOT' : 'APPLICATION_FAIL',
      targetType: 'application',
      targetId: applicationId,
      before: applicationView(before),
      after: applicationView(after),
    });
    return investorRecord(applicationView)(after);
  });
}

/** Several allotments decided together: all are recorded, or none when one is refused. */
export function allotApplications(
  db: Db,
  operator: Operator,
  allotments: ReadonlyArray<{ id: number; shares: number }>,
): Promise<AdminApplication[]> {
  return inTransaction(db, async (tx) => {
    const allotted: AdminApplication[] = [];
    for (const { id, shares } of allotments)
      allotted.push(await allotApplication(tx, operator, id, shares));
    return allotted;
  });
}
