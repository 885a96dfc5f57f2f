import {
  BlockTradeInput,
  IpoOfferingInput,
  QuantProductInput,
  SnapUpInput,
  REJECTION_REASONS,
  reviewRejectRequest,
  type LedgerAudit,
  type ReviewQueue,
} from '@trading/contract';
import type { z } from 'zod';
import { allotApplication } from '../backoffice/allot-application';
import { pageAudit } from '../backoffice/audit-repository';
import {
  createBlockTrade,
  createIpoOffering,
  createQuantProduct,
  createSnapUp,
} from '../backoffice/create-offerings';
import type { Operator } from '../backoffice/operator';
import type { Refusal } from '../backoffice/review';
import { investorRecord } from '../backoffice/investor-record';
import { pendingDeposits, pendingKyc, pendingWithdrawals } from '../backoffice/pending-reviews';
import { settleDueQuantOrders, settleOneQuantOrder } from '../backoffice/settle-quant-orders';
import { approveDeposit, rejectDeposit } from '../finance/deposit-service';
import { secondApprovalRuleOf } from '../finance/second-approval';
import { financeSettingsOf } from '../finance/settings-repository';
import { approveWithdrawal, rejectWithdrawal } from '../finance/withdraw-service';
import { findUserById, findUserByUsername } from '../identity/user-repository';
import { reviewKyc } from '../kyc/kyc-service';
import { ledgerAuditReport } from '../ledger/ledger-audit';
import { pageApplications } from '../offerings/application-repository';
import { applicationView } from '../offerings/views';
import { pageQuantOrders } from '../quant/quant-repository';
import { quantOrderView } from '../quant/views';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import type { ParsedArgs } from './parse-args';

export class UsageError extends Error {}

export interface CommandContext {
  services: Services;
  tenant: Tenant;
  operator: Operator;
  args: ParsedArgs;
  now: Date;
}

export interface Command {
  usage: string;
  run(ctx: CommandContext): Promise<unknown>;
  /** Exit code for a result the command ran fine but reports as a failure (default 0). */
  exitCode?(result: unknown): number;
  /** Human-readable text for stdout instead of the JSON (still JSON with --json). */
  format?(result: unknown): string;
}

/** The n-th argument after the command name, required. */
function arg(ctx: CommandContext, n: number, name: string): string {
  const value = ctx.args.positionals[n];
  if (value === undefined) throw new UsageError(`missing <${name}>`);
  return value;
}

function id(ctx: CommandContext, n: number, name: string): number {
  const value = arg(ctx, n, name);
  if (!/^\d+$/.test(value)) throw new UsageError(`<${name}> must be a number, got ${value}`);
  return Number(value);
}

/** A user named by username or id, inside the command's tenant. */
async function userOf(ctx: CommandContext, n: number): Promise<number> {
  const key = arg(ctx, n, 'user');
  const { db } = ctx.services;
  const user =
    (await findUserByUsername(db, ctx.tenant.id, key)) ??
    (/^\d+$/.test(key) ? await findUserById(db, ctx.tenant.id, Number(key)) : undefined);
  if (!user) throw new UsageError(`no user ${key} in tenant ${ctx.tenant.id}`);
  return user.id;
}

function parseInput<S extends z.ZodType>(schema: S, options: Record<string, string>): z.output<S> {
  const { tenant: _tenant, operator: _operator, ...fields } = options;
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw new UsageError(
      parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return parsed.data;
}

const note = (ctx: CommandContext) => ctx.args.options.note;

/**
 * A reject's --reason (one of the queue's REJECTION_REASONS) and --note, checked by the same
 * contract schema as the console's call: a reason is required here too.
 */
function refusal(ctx: CommandContext, queue: ReviewQueue): Refusal {
  const { reason, note } = parseInput(
    reviewRejectRequest(queue).pick({ reason: true, note: true }),
    ctx.args.options,
  );
  return { reason, note };
}

/** A kind's back-office creator, fed the command's options as its input schema reads them. */
function creates<S extends z.ZodType, R>(
  schema: S,
  create: (
    db: Services['db'],
    operator: Operator,
    tenant: Tenant,
    input: z.output<S>,
    now: Date,
  ) => R,
) {
  return (ctx: CommandContext) =>
    create(
      ctx.services.db,
      ctx.operator,
      ctx.tenant,
      parseInput(schema, ctx.args.options),
      new Date(),
    );
}

const OFFERING_KINDS = {
  'block-trade': creates(BlockTradeInput, createBlockTrade),
  ipo: creates(IpoOfferingInput, createIpoOffering),
  'snap-up': creates(SnapUpInput, createSnapUp),
  'quant-product': creates(QuantProductInput, createQuantProduct),
};

interface FirstPage<Status> {
  tenantId: string;
  status?: Status;
  pageNum: number;
  pageSize: number;
}

/** The first hundred of the tenant's records, narrowed to `--status` when it is given. */
function firstPage<Status extends string>(ctx: CommandContext): FirstPage<Status> {
  const status = ctx.args.options.status as Status | undefined;
  return { tenantId: ctx.tenant.id, ...(status ? { status } : {}), pageNum: 1, pageSize: 100 };
}

/** Lists the first page of the tenant's investor records of one kind. */
function investorList<Status extends string, Row extends { userId: number }, View>(
  usage: string,
  read: (db: Services['db'], q: FirstPage<Status>) => Promise<{ records: Row[] }>,
  view: (row: Row) => View,
): Command {
  return {
    usage,
    run: async (c) => {
      const { records } = await read(c.services.db, firstPage<Status>(c));
      return records.map(investorRecord(view));
    },
  };
}

/** The tenant's two-approver thresholds in effect: an admin's from the console, else the folder's. */
const secondApprovalOf = async (c: CommandContext) =>
  secondApprovalRuleOf(
    await financeSettingsOf(c.services.db, c.tenant.id),
    c.tenant.rules.security.withdrawalSecondApprovalAbove,
  );

type TransferDecision<D> = (c: CommandContext, id: number, decision: D) => Promise<unknown>;

/** The list, approve and reject commands of a queue of transfers waiting for review. */
function transferReviewCommands(
  name: string,
  queue: ReviewQueue,
  list: (c: CommandContext) => Promise<unknown>,
  approve: TransferDecision<string | undefined>,
  reject: TransferDecision<Refusal>,
): Record<string, Command> {
  return {
    [`${name}:list`]: { usage: `${name}:list`, run: list },
    [`${name}:approve`]: {
      usage: `${name}:approve <id> [--note text]`,
      run: (c) => approve(c, id(c, 1, 'id'), note(c)),
    },
    [`${name}:reject`]: {
      usage: `${name}:reject <id> --reason ${REJECTION_REASONS[queue].join('|')} [--note text]`,
      run: (c) => reject(c, id(c, 1, 'id'), refusal(c, queue)),
    },
  };
}

/** Every command runs the same back-office service the operator API calls, audited with channel "cli". */
export const COMMANDS: Record<string, Command> = {
  'kyc:list': { usage: 'kyc:list', run: (c) => pendingKyc(c.services.db, c.tenant.id) },
  'kyc:approve': {
    usage: 'kyc:approve <user> [--note text]',
    run: async (c) =>
      reviewKyc(c.services.db, c.operator, await userOf(c, 1), { status: 'PASSED', note: note(c) }),
  },
  'kyc:reject': {
    usage: `kyc:reject <user> --reason ${REJECTION_REASONS.kyc.join('|')} [--note text]`,
    run: async (c) =>
      reviewKyc(c.services.db, c.operator, await userOf(c, 1), {
        status: 'REJECTED',
        ...refusal(c, 'kyc'),
      }),
  },
  ...transferReviewCommands(
    'deposit',
    'deposits',
    (c) => pendingDeposits(c.services.db, c.tenant.id),
    (c, id, note) => approveDeposit(c.services.db, c.operator, id, note),
    (c, id, refused) => rejectDeposit(c.services.db, c.operator, id, refused),
  ),
  ...transferReviewCommands(
    'withdraw',
    'withdrawals',
    async (c) => pendingWithdrawals(c.services.db, c.tenant.id, await secondApprovalOf(c)),
    async (c, id, note) =>
      approveWithdrawal(c.services.db, c.operator, id, note, await secondApprovalOf(c)),
    (c, id, refused) => rejectWithdrawal(c.services.db, c.operator, id, refused),
  ),
  'ipo:list': investorList(
    'ipo:list [--status APPLYING|FUNDING|FINISH|FAILED]',
    pageApplications,
    applicationView,
  ),
  'ipo:allot': {
    usage: 'ipo:allot <applicationId> <shares>   (0 shares fails the application)',
    run: (c) =>
      allotApplication(c.services.db, c.operator, id(c, 1, 'applicationId'), id(c, 2, 'shares')),
  },
  'quant:list': investorList(
    'quant:list [--status LOCKED|FINISHED]',
    pageQuantOrders,
    quantOrderView,
  ),
  'quant:settle': {
    usage: 'quant:settle --due | quant:settle <orderId>',
    run: (c) => {
      if (c.args.positionals[1] !== undefined)
        return settleOneQuantOrder(c.services.db, c.operator, id(c, 1, 'orderId'), c.now);
      if (c.args.options.due !== 'true') throw new UsageError('give an <orderId> or --due');
      return settleDueQuantOrders(c.services.db, c.operator, c.now);
    },
  },
  'offering:create': {
    usage:
      'offering:create block-trade --stockId 4001 --price 230.00 --discountRate -5\n' +
      '  offering:create ipo --kind IPO|PLACEMENT|BLOCK_PLACEMENT --stockId 4011 --price 45.00 [--ipoUnit 100] [--fixedAmount 5] [--amountOpen false] --startTime <ms> --endTime <ms>\n' +
      '  offering:create snap-up --stockId 1007 --price 5400 --startTime <ms> --endTime <ms>\n' +
      '  offering:create quant-product --name … --managerName … --minBuyAmount 1000 --totalAmount 1000000 --lockDay 7 --estimateProfitRate 1.2 --maxEstimateProfitRate 2.5 [--productDesc …] --startTime <ms> --endTime <ms>',
    run: (c) => {
      const kind = arg(c, 1, 'kind');
      const create = OFFERING_KINDS[kind as keyof typeof OFFERING_KINDS];
      if (!create)
        throw new UsageError(
          `unknown offering kind ${kind} (${Object.keys(OFFERING_KINDS).join(', ')})`,
        );
      return create(c);
    },
  },
  audit: {
    usage: 'audit [--limit 50]',
    run: async (c) =>
      (
        await pageAudit(c.services.db, c.tenant.id, { limit: Number(c.args.options.limit ?? 50) })
      ).entries.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  },
  'ledger:audit': {
    usage: 'ledger:audit [--json]   (per-currency totals and violations; exit 1 on a violation)',
    run: (c) => ledgerAuditReport(c.services.db, c.tenant.id, c.now),
    exitCode: (result) => ((result as LedgerAudit).consistent ? 0 : 1),
    format: (result) => formatLedgerAudit(result as LedgerAudit),
  },
};

/** The audit as a table an operator reads in a terminal. */
export function formatLedgerAudit(audit: LedgerAudit): string {
  const header = [
    'currency',
    'transactions',
    'entries',
    'credits',
    'debits',
    'net',
    'user cash',
    'user held',
    '',
  ];
  const rows = audit.totals.map((t) => [
    t.currency,
    String(t.transactions),
    String(t.entries),
    t.credits,
    t.debits,
    t.net,
    t.userCash,
    t.userHeld,
    t.balanced ? 'balanced' : 'NOT BALANCED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const lines = [
    `Ledger audit of tenant ${audit.tenantId} at ${new Date(audit.checkedAt).toISOString()}`,
    '',
    line(header),
    ...rows.map(line),
    '',
  ];
  if (audit.violations.length === 0)
    lines.push('No violations: every transaction balances and every balance matches its entries.');
  else {
    lines.push(`${audit.violations.length} violation(s):`);
    for (const v of audit.violations)
      lines.push(
        `  ${v.kind} ${v.currency} ${Object.entries(v.detail)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')}`,
      );
  }
  return lines.join('\n');
}
