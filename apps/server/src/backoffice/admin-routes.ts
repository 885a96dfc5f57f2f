import {
  operatorEndpoints as calls,
  ROLE_PERMISSIONS,
  type IpoStatus,
  type QuantOrder,
  type QuantOrderStatus,
  type RejectionReason,
} from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import { approveDeposit, rejectDeposit } from '../finance/deposit-service';
import { secondApprovalRuleOf } from '../finance/second-approval';
import { financeSettingsOf } from '../finance/settings-repository';
import { approveWithdrawal, rejectWithdrawal } from '../finance/withdraw-service';
import { reviewKyc } from '../kyc/kyc-service';
import { ledgerAuditReport } from '../ledger/ledger-audit';
import type { Clock } from '../offerings/clock';
import { pageApplications, type ApplicationRow } from '../offerings/application-repository';
import { pageQuantOrders, type QuantOrderRow } from '../quant/quant-repository';
import { quantOrderView } from '../quant/views';
import type { PageQuery } from '../db/read-page';
import { ApiError } from '../errors/api-error';
import { sanitizeNewsHtml } from '../content/sanitize-news';
import { CONTENT_IMAGE } from '../uploads/content-image';
import { storeUpload } from '../uploads/store-upload';
import type { Services } from '../services';
import { adminRoute, contractAdminRoute, type AdminRoute } from './admin-route';
import { setAccountLock, signOutInvestor } from './account-lock';
import { applicationWithOffer, previewOfferAllotment } from './allot-application';
import { approveProposal, listProposals, rejectProposal } from './proposals/decide-proposal';
import {
  proposeApplicationAllotment,
  proposeOfferAllotment,
  proposeTenantSettings,
} from './proposals/propose';
import { investorDetail, investorLedger, searchInvestors } from './investor-lookup';
import { investorRecord } from './investor-record';
import type { Operator } from './operator';
import type { Refusal } from './review';
import { pageAudit } from './audit-repository';
import { auditEntryView, exportAudit } from './audit-export';
import { investorViewAudit, uploadAudit } from './audit-entries';
import { listBannerDrafts, listTileDrafts, newsDraft, pageNewsDrafts } from './content-drafts';
import {
  createStaff,
  listStaff,
  resetStaffSecondFactor,
  setStaffDisabled,
  setStaffRole,
} from './staff-accounts';
import { saveStaffIdentity, staffIdentityOf } from './staff-identity';
import { tenantSettingsOf } from './tenant-settings';
import { createNews, deleteNews, saveBanners, saveTiles, updateNews } from './edit-content';
import {
  createBlockTrade,
  createIpoOffering,
  createQuantProduct,
  createSnapUp,
} from './create-offerings';
import { closeOffer, openAndUpcomingOffers, rescheduleOffer } from './published-offers';
import { pendingDeposits, pendingKyc, pendingWithdrawals } from './pending-reviews';
import { signedReceipt } from '../finance/deposit-service';
import { assertNotClaimedByOther, claimItem, type ReviewQueue } from './review-claims';
import { settleDueQuantOrders, settleOneQuantOrder } from './settle-quant-orders';

/** A new offer as the contract answers it: its id (the whole row is in the audit entry). */
const idOf = async (created: Promise<{ id: number }>) => ({ id: (await created).id });

/** A page of a tenant's investor records of one kind, optionally of one status, with whose each is. */
function investorRecordsPage<Status extends string, Row extends { userId: number }, View>(
  read: (
    q: { tenantId: string; status?: Status } & PageQuery,
  ) => Promise<{ records: Row[]; total: number }>,
  view: (row: Row) => View,
) {
  return async (i: { status?: Status } & PageQuery, op: Operator) => {
    const { records, total } = await read({ tenantId: op.tenantId, ...i });
    return {
      records: records.map(investorRecord(view)),
      pageNum: i.pageNum,
      pageSize: i.pageSize,
      total,
    };
  };
}

/** A reject's reason and words as the services take them. */
const refusal = (i: { reason: RejectionReason; note?: string | undefined }): Refusal => ({
  reason: i.reason,
  note: i.note,
});

/** A decided item as the contract answers it: its id and the state the decision left. */
const outcome = (id: number, row: { status: string }) => ({ id, status: row.status });

/** A decision on an item of `queue`, refused while another reviewer has the item open. */
const unlessClaimed =
  <I extends { id: number }>(
    db: Services['db'],
    queue: ReviewQueue,
    decide: (i: I, op: Operator) => Promise<{ id: number; status: string }>,
  ) =>
  async (i: I, op: Operator) => {
    await assertNotClaimedByOther(db, op, queue, i.id);
    return decide(i, op);
  };

/**
 * The operator API under /api/admin: every reviewed state the app shows can be moved
 * from here. Each route acts inside the operator's own tenant only. A table, so the
 * authorization and hostile-input tests cover every route without listing them again.
 */
export function adminRouteTable(services: Services, clock: Clock): AdminRoute[] {
  const { db } = services;
  const tenantOf = (tenantId: string) => services.tenants.get(tenantId)!;
  const secondApprovalOf = async (tenantId: string) =>
    secondApprovalRuleOf(
      await financeSettingsOf(db, tenantId),
      tenantOf(tenantId).rules.security.withdrawalSecondApprovalAbove,
    );
  return [
    contractAdminRoute(calls.me, async (_i, op) => ({
      userId: op.userId,
      username: op.username,
      role: op.role,
      permissions: [...ROLE_PERMISSIONS[op.role]],
    })),
    contractAdminRoute(calls.kycPending, async (_i, op) =>
      (await pendingKyc(db, op.tenantId)).map((k) => ({
        ...k,
        photoUrls: k.photoUrls.map((url) => services.fileUrls.sign(url)),
      })),
    ),
    contractAdminRoute(calls.kycClaim, (i, op) => claimItem(db, op, 'kyc', i.id)),
    contractAdminRoute(
      calls.kycApprove,
      unlessClaimed(db, 'kyc', async (i, op) =>
        outcome(i.id, await reviewKyc(db, op, i.id, { status: 'PASSED', note: i.note }, i.version)),
      ),
    ),
    contractAdminRoute(
      calls.kycReject,
      unlessClaimed(db, 'kyc', async (i, op) =>
        outcome(
          i.id,
          await reviewKyc(db, op, i.id, { status: 'REJECTED', ...refusal(i) }, i.version),
        ),
      ),
    ),
    contractAdminRoute(calls.depositsPending, async (_i, op) =>
      (await pendingDeposits(db, op.tenantId)).map((d) => signedReceipt(services.fileUrls, d)),
    ),
    contractAdminRoute(calls.depositsClaim, (i, op) => claimItem(db, op, 'deposits', i.id)),
    contractAdminRoute(
      calls.depositsApprove,
      unlessClaimed(db, 'deposits', async (i, op) =>
        outcome(i.id, await approveDeposit(db, op, i.id, i.note, i.version)),
      ),
    ),
    contractAdminRoute(
      calls.depositsReject,
      unlessClaimed(db, 'deposits', async (i, op) =>
        outcome(i.id, await rejectDeposit(db, op, i.id, refusal(i), i.version)),
      ),
    ),
    contractAdminRoute(calls.withdrawalsPending, async (_i, op) =>
      pendingWithdrawals(db, op.tenantId, await secondApprovalOf(op.tenantId)),
    ),
    contractAdminRoute(calls.withdrawalsClaim, (i, op) => claimItem(db, op, 'withdrawals', i.id)),
    contractAdminRoute(
      calls.withdrawalsApprove,
      unlessClaimed(db, 'withdrawals', async (i, op) =>
        outcome(
          i.id,
          await approveWithdrawal(
            db,
            op,
            i.id,
            i.note,
            await secondApprovalOf(op.tenantId),
            i.version,
          ),
        ),
      ),
    ),
    contractAdminRoute(
      calls.withdrawalsReject,
      unlessClaimed(db, 'withdrawals', async (i, op) =>
        outcome(i.id, await rejectWithdrawal(db, op, i.id, refusal(i), i.version)),
      ),
    ),

    contractAdminRoute(calls.applications, (i, op) =>
      investorRecordsPage<IpoStatus, ApplicationRow, ReturnType<typeof applicationWithOffer>>(
        (q) => pageApplications(db, q),
        applicationWithOffer,
      )(i, op),
    ),
    contractAdminRoute(calls.applicationsAllot, (i, op) =>
      proposeApplicationAllotment(db, op, i.id, i.shares),
    ),
    contractAdminRoute(calls.applicationsAllotBulk, (i, op) => proposeOfferAllotment(db, op, i)),
    contractAdminRoute(calls.applicationsAllotPreview, (i, op) => previewOfferAllotment(db, op, i)),

    contractAdminRoute(calls.quantOrders, (i, op) =>
      investorRecordsPage<QuantOrderStatus, QuantOrderRow, QuantOrder>(
        (q) => pageQuantOrders(db, q),
        quantOrderView,
      )(i, op),
    ),
    contractAdminRoute(calls.quantSettleDue, (_i, op) => settleDueQuantOrders(db, op, clock())),
    contractAdminRoute(calls.quantSettleOne, (i, op) => settleOneQuantOrder(db, op, i.id, clock())),

    contractAdminRoute(calls.offeringsCreateBlockTrade, (i, op) =>
      idOf(createBlockTrade(db, op, tenantOf(op.tenantId), i)),
    ),
    contractAdminRoute(calls.offeringsCreateIpo, (i, op) =>
      idOf(createIpoOffering(db, op, tenantOf(op.tenantId), i, clock())),
    ),
    contractAdminRoute(calls.offeringsCreateSnapUp, (i, op) =>
      idOf(createSnapUp(db, op, tenantOf(op.tenantId), i, clock())),
    ),
    contractAdminRoute(calls.offeringsCreateQuantProduct, (i, op) =>
      idOf(createQuantProduct(db, op, tenantOf(op.tenantId), i, clock())),
    ),
    contractAdminRoute(calls.offerings, (_i, op) =>
      openAndUpcomingOffers(db, op.tenantId, clock()),
    ),
    contractAdminRoute(calls.offeringsClose, (i, op) => closeOffer(db, op, i, clock)),
    contractAdminRoute(calls.offeringsReschedule, (i, op) => rescheduleOffer(db, op, i, clock)),

    contractAdminRoute(calls.contentNews, (i, op) => pageNewsDrafts(db, op.tenantId, i)),
    contractAdminRoute(calls.contentNewsDetail, async (i, op) => {
      const found = await newsDraft(db, op.tenantId, i.id);
      if (!found) throw new ApiError('NOT_FOUND');
      return found;
    }),
    contractAdminRoute(calls.contentNewsCreate, (i, op) => createNews(db, op, i, clock())),
    contractAdminRoute(calls.contentNewsUpdate, (i, op) => updateNews(db, op, i)),
    contractAdminRoute(calls.contentNewsDelete, (i, op) => deleteNews(db, op, i.id)),
    contractAdminRoute(calls.contentNewsPreview, async (i) => ({
      html: sanitizeNewsHtml(i.content),
    })),
    contractAdminRoute(calls.contentBanners, (_i, op) => listBannerDrafts(db, op.tenantId)),
    contractAdminRoute(calls.contentBannersSave, (i, op) => saveBanners(db, op, i.banners)),
    contractAdminRoute(calls.contentTiles, (_i, op) => listTileDrafts(db, op.tenantId)),
    contractAdminRoute(calls.contentTilesSave, (i, op) => saveTiles(db, op, i.tiles)),
    contractAdminRoute(
      calls.contentImageUpload,
      (_i, op, files) =>
        storeUpload(
          services,
          { tenantId: op.tenantId, userId: op.userId, bizType: CONTENT_IMAGE },
          files,
        ),
      (_i, stored, files) => uploadAudit(stored, files),
    ),

    contractAdminRoute(calls.staffList, (_i, op) => listStaff(db, op.tenantId)),
    contractAdminRoute(calls.staffCreate, (i, op) => createStaff(db, services.hasher, op, i)),
    contractAdminRoute(calls.staffSetRole, (i, op) => setStaffRole(db, op, i.id, i.role)),
    contractAdminRoute(calls.staffDisable, (i, op) =>
      setStaffDisabled(db, services.sessions, op, i.id, true),
    ),
    contractAdminRoute(calls.staffEnable, (i, op) =>
      setStaffDisabled(db, services.sessions, op, i.id, false),
    ),
    contractAdminRoute(calls.staffResetSecondFactor, (i, op) =>
      resetStaffSecondFactor(db, services.secrets, services.sessions, op, i.id),
    ),
    contractAdminRoute(calls.staffIdentity, (i, op) => staffIdentityOf(db, op, i.id)),
    contractAdminRoute(calls.staffIdentitySave, (i, op) => saveStaffIdentity(db, op, i)),

    contractAdminRoute(calls.tenantSettings, (_i, op) =>
      tenantSettingsOf(db, tenantOf(op.tenantId)),
    ),
    contractAdminRoute(calls.tenantSettingsSave, (i, op) =>
      proposeTenantSettings(db, op, tenantOf(op.tenantId), i),
    ),

    contractAdminRoute(calls.proposals, (i, op) => listProposals(db, op, i.status)),
    contractAdminRoute(calls.proposalsApprove, (i, op) =>
      approveProposal(db, op, tenantOf(op.tenantId), i.id),
    ),
    contractAdminRoute(calls.proposalsReject, (i, op) => rejectProposal(db, op, i.id, i.note)),

    contractAdminRoute(calls.audit, async (i, op) => {
      const page = await pageAudit(db, op.tenantId, i);
      return { entries: page.entries.map(auditEntryView), nextCursor: page.nextCursor };
    }),
    contractAdminRoute(calls.auditExport, (i, op) => exportAudit(db, op.tenantId, i, clock())),
    contractAdminRoute(calls.ledgerAudit, (_i, op) => ledgerAuditReport(db, op.tenantId, clock())),

    contractAdminRoute(calls.investorSearch, (i, op) => searchInvestors(db, op.tenantId, i.q)),
    contractAdminRoute(
      calls.investorDetail,
      async (i, op) => {
        const found = await investorDetail(db, op.tenantId, i.id);
        if (!found) throw new ApiError('NOT_FOUND');
        return found;
      },
      (i) => investorViewAudit(i.id, { view: 'detail' }),
    ),
    contractAdminRoute(
      calls.investorLedger,
      async (i, op) => {
        if (!(await investorDetail(db, op.tenantId, i.id))) throw new ApiError('NOT_FOUND');
        return investorLedger(db, op.tenantId, i.id, i);
      },
      (i, entries) => investorViewAudit(i.id, { view: 'ledger', rows: entries.length }),
    ),
    contractAdminRoute(calls.investorLock, (i, op) =>
      setAccountLock(db, services.sessions, op, { userId: i.id, locked: true, note: i.note }),
    ),
    contractAdminRoute(calls.investorUnlock, (i, op) =>
      setAccountLock(db, services.sessions, op, { userId: i.id, locked: false, note: i.note }),
    ),
    contractAdminRoute(calls.investorSignOut, (i, op) =>
      signOutInvestor(db, services.sessions, op, i.id, i.sessionId),
    ),
    contractAdminRoute(calls.investorSignOutAll, (i, op) =>
      signOutInvestor(db, services.sessions, op, i.id),
    ),
  ];
}

export function registerAdminRoutes(api: FastifyInstance, services: Services, clock: Clock): void {
  for (const route of adminRouteTable(services, clock)) adminRoute(api, services, route);
}
