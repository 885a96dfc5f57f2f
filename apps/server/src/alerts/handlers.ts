import { ApiError } from '../errors/api-error';
import type { Handlers } from '../http/call-context';
import { instrumentById } from '../market/instruments';
import { visibleMarkets } from '../stocks/market-data';
import { refuseIfMet } from './already-met';
import { createAlert, deleteAlert, listAlerts, toPriceAlert } from './alert-repository';

export const alertHandlers: Handlers = {
  async alertCreate(input, ctx) {
    const me = ctx.auth();
    const instrument = instrumentById(input.stockId);
    // A stock of a market the tenant does not show is as unknown as a missing one.
    if (!instrument || !visibleMarkets(ctx.tenant.config).includes(instrument.exchange))
      throw new ApiError('NOT_FOUND');
    const quote = ctx.services.market.quote(instrument);
    if (quote.listed) refuseIfMet(input, quote);
    const row = await createAlert(ctx.services.db, { tenantId: me.tenantId, userId: me.id }, input);
    if (row === 'LIMIT') throw new ApiError('ALERT_LIMIT');
    return toPriceAlert(row, instrument);
  },

  async alertList(_input, ctx) {
    const me = ctx.auth();
    const rows = await listAlerts(ctx.services.db, me.tenantId, me.id);
    return rows.flatMap((row) => {
      const instrument = instrumentById(row.instrumentId);
      return instrument ? [toPriceAlert(row, instrument)] : [];
    });
  },

  async alertDelete(input, ctx) {
    const me = ctx.auth();
    if (!(await deleteAlert(ctx.services.db, me.tenantId, me.id, input.id)))
      throw new ApiError('NOT_FOUND');
    return null;
  },
};
