import {
  IdParam,
  intLike,
  IpoStatus,
  MAX_REF_ID,
  pageNum,
  pageSize,
  operatorEndpoints,
  QuantOrderStatus,
} from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { approveDeposit, rejectDeposit } from '../finance/deposit-service';
import { approveWithdrawal, rejectWithdrawal } from '../finance/withdraw-service';
import { reviewKyc } from '../kyc/kyc-service';
import { ledgerAuditReport } from '../ledger/ledger-audit';
import type { Clock } from '../offerings/clock';
import { pageApplications } from '../offerings/application-repository';
import { applicationView } from '../offerings/views';
import { pageQuantOrders } from '../quant/quant-repository';
import { quantOrderView } from '../quant/views';
import type { Db } from '../db/database';
import type { PageQuery } from '../db/read-page';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import { adminRoute, defineAdminRoute, type AdminRoute } from './admin-route';
import { allotApplication } from './allot-application';
import { investorRecord } from './investor-record';
import type { Operator } from './operator';
import { listAudit } from './audit-repository';
import {
  createBlockTrade,
  createIpoOffering,
  createQuantProduct,
  createSnapUp,
} from './create-offerings';
import {
  BlockTradeInput,
  IpoOfferingInput,
  QuantProductInput,
  SnapUpInput,
} from './offering-inputs';
import { pendingDeposits, pendingKyc, pendingWithdrawals } from './pending-reviews';
import { settleDueQuantOrders, settleOneQuantOrder } from './settle-quant-orders';

// Contract parsers: path and query values arrive as strings, and an id beyond the key range is refused.
const id = IdParam;
const none = z.object({});
const byId = z.object({ id });
const decision = z.object({ id, note: z.string().max(500).optional() });
const paging = {
  pageNum: pageNum().default(1),
  pageSize: pageSize().default(20),
};

/**
 * A page of a tenant's investor records of one kind, optionally of one status.
 */
function investorRecordsPage<Status extends string, Row extends { userId: number }, View>(
  status: z.ZodType<Status>,
  read: (
    q: { tenantId: string; status?: Status } & PageQuery,
  ) => Promise<{ records: Row[]; total: number }>,
  view: (row: Row) => View,
) {
  return {
    input: z.object({ status: status.optional(), ...paging }),
    handler: async (i: { status?: Status } & PageQuery, op: Operator) => {
      const { records, total } = await read({ tenantId: op.tenantId, ...i });
      return {
        records: records.map(investorRecord(view)),
        pageNum: i.pageNum,
        pageSize: i.pageSize,
        total,
      };
    },
  };
}

type Decision = z.output<typeof decision>;

/** A review queue: what waits for a decision, and the approve and reject of one item in it. */
function reviewRoutes(
  url: string,
  pending: (op: Operator) => Promise<unknown>,
  approve: (op: Operator, input: Decision) => Promise<unknown>,
  reject: (op: Operator, input: Decision) => Promise<unknown>,
): AdminRoute[] {
  return [
    defineAdminRoute({ method: 'GET', url, input: none, handler: (_i, op) => pending(op) }),
    defineAdminRoute({
      method: 'POST',
      url: `${url}/:id/approve`,
      input: decision,
      handler: (i, op) => approve(op, i),
    }),
    defineAdminRoute({
      method: 'POST',
      url: `${url}/:id/reject`,
      input: decision,
      handler: (i, op) => reject(op, i),
    }),
  ];
}

/**
 * The operator API under /api/admin: every reviewed state the app shows can be moved
 * from here. Each route acts inside the operator's own tenant only. A table, so the
 * authorization and hostile-input tests cover every route without listing them again.
 */
export function adminRouteTable(services: Services, clock: Clock): AdminRoute[] {
  const { db } = services;
  const tenantOf = (tenantId: string) => services.tenants.get(tenantId)!;
  /** Publishes a new offer of one kind in the operator's tenant. */
  const offeringRoute = <S extends z.ZodType>(
    kind: string,
    input: S,
    create: (db: Db, op: Operator, tenant: Tenant, offer: z.output<S>) => Promise<unknown>,
  ) =>
    defineAdminRoute({
      method: 'POST',
      url: `/offerings/${kind}`,
      input,
      handler: (i, op) => create(db, op, tenantOf(op.tenantId), i),
    });
  return [
    ...reviewRoutes(
      '/kyc',
      (op) => pendingKyc(db, op.tenantId),
      (op, i) => reviewKyc(db, op, i.id, 'PASSED', i.note),
      (op, i) => reviewKyc(db, op, i.id, 'REJECTED', i.note),
    ),
    ...reviewRoutes(
      '/deposits',
      (op) => pendingDeposits(db, op.tenantId),
      (op, i) => approveDeposit(db, op, i.id, i.note),
      (op, i) => rejectDeposit(db, op, i.id, i.note),
    ),
    ...reviewRoutes(
      '/withdrawals',
      (op) => pendingWithdrawals(db, op.tenantId),
      (op, i) => approveWithdrawal(db, op, i.id, i.note),
      (op, i) => rejectWithdrawal(db, op, i.id, i.note),
    ),

    defineAdminRoute({
      method: 'GET',
      url: '/applications',
      ...investorRecordsPage(IpoStatus, (q) => pageApplications(db, q), applicationView),
    }),
    defineAdminRoute({
      method: 'POST',
      url: '/applications/:id/allot',
      input: z.object({ id, shares: intLike().pipe(z.int().min(0).max(MAX_REF_ID)) }),
      handler: (i, op) => allotApplication(db, op, i.id, i.shares),
    }),

    defineAdminRoute({
      method: 'GET',
      url: '/quant/orders',
      ...investorRecordsPage(QuantOrderStatus, (q) => pageQuantOrders(db, q), quantOrderView),
    }),
    defineAdminRoute({
      method: 'POST',
      url: '/quant/settle',
      input: none,
      handler: (_i, op) => settleDueQuantOrders(db, op, clock()),
    }),
    defineAdminRoute({
      method: 'POST',
      url: '/quant/orders/:id/settle',
      input: byId,
      handler: (i, op) => settleOneQuantOrder(db, op, i.id, clock()),
    }),

    offeringRoute('block-trades', BlockTradeInput, createBlockTrade),
    offeringRoute('ipos', IpoOfferingInput, createIpoOffering),
    offeringRoute('snap-ups', SnapUpInput, createSnapUp),
    offeringRoute('quant-products', QuantProductInput, createQuantProduct),

    defineAdminRoute({
      method: 'GET',
      url: '/audit',
      input: z.object({
        limit: intLike().pipe(z.int().min(1).max(200)).default(50),
        beforeId: id.optional(),
      }),
      handler: async (i, op) =>
        (await listAudit(db, op.tenantId, i.limit, i.beforeId)).map((r) => ({
          ...r,
          createdAt: r.createdAt.getTime(),
        })),
    }),

    defineAdminRoute({
      method: operatorEndpoints.ledgerAudit.method,
      url: operatorEndpoints.ledgerAudit.path.replace(/^\/admin/, ''),
      input: operatorEndpoints.ledgerAudit.request,
      handler: async (_i, op) =>
        operatorEndpoints.ledgerAudit.response.parse(
          await ledgerAuditReport(db, op.tenantId, clock()),
        ),
    }),
  ];
}

export function registerAdminRoutes(api: FastifyInstance, services: Services, clock: Clock): void {
  for (const route of adminRouteTable(services, clock)) adminRoute(api, services, route);
}
