import { count, desc, eq, and } from 'drizzle-orm';
import { readPage } from '../db/read-page';
import { exchanges } from '../db/schema';
import type { Handlers } from '../http/call-context';
import { withIdempotency } from '../idempotency/run-idempotent';
import { exchange, exchangeInfo, exchangeRecord } from './exchange-service';

export const exchangeHandlers: Handlers = {
  async exchangeInfo(_input, ctx) {
    return exchangeInfo(ctx.services.db, ctx.tenant, ctx.auth().id);
  },
  async exchangeToLocal(input, ctx) {
    const user = ctx.auth();
    return withIdempotency(ctx, 'exchangeToLocal', input, (tx) =>
      exchange(tx, ctx.tenant, user.id, 'toLocal', input.amount),
    );
  },
  async exchangeToUSD(input, ctx) {
    const user = ctx.auth();
    return withIdempotency(ctx, 'exchangeToUSD', input, (tx) =>
      exchange(tx, ctx.tenant, user.id, 'toUSD', input.amount),
    );
  },
  async exchangeRecords(input, ctx) {
    const user = ctx.auth();
    const { db } = ctx.services;
    const where = and(eq(exchanges.tenantId, ctx.tenant.id), eq(exchanges.userId, user.id));
    const { records, total } = await readPage(
      db.select().from(exchanges).where(where).orderBy(desc(exchanges.id)),
      db.select({ n: count() }).from(exchanges).where(where),
      input,
    );
    return {
      records: records.map(exchangeRecord),
      total,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  },
};
