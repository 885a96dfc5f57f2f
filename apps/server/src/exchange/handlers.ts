import { readOwnedPage } from '../db/read-owned-page';
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
    const { db } = ctx.services;
    const { records, total } = await readOwnedPage(db, exchanges, ctx.auth(), input);
    return {
      records: records.map(exchangeRecord),
      total,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  },
};
