import type { ParsedRequestOf } from '@trading/contract';
import type { CallContext, Handlers } from '../http/call-context';
import { pageApplications } from './application-repository';
import { applyForIpo, applyForSnapUp, fundApplication } from './application-service';
import { pageBlockTrades } from './block-trade-repository';
import { buyBlockTrade } from './block-trade-service';
import { notifyContractNote, recordNotice } from '../documents/notify-contract-note';
import { findInstrument } from '../market/instruments';
import type { Clock } from './clock';
import { pageOpenIpoOfferings, type IpoKind } from './ipo-offering-repository';
import { offerArea } from './offer-area';
import { offerCall } from '../idempotency/run-idempotent';
import { pageSnapUps } from './snap-up-repository';
import { applicationView, blockTradeItem, ipoItem, snapUpItem } from './views';

/** Block trades, IPOs, placements, block placements, snap-ups and the user's applications. */
export function offeringHandlers(clock: Clock): Handlers {
  const ipoPage =
    (kind: IpoKind) =>
    async (
      { pageNum, pageSize, area }: ParsedRequestOf<'ipoPage'>,
      { services, tenant }: CallContext,
    ) => {
      const { records, total } = await pageOpenIpoOfferings(services.db, {
        tenantId: tenant.id,
        kind,
        area: offerArea(tenant.config, area),
        now: clock(),
        pageNum,
        pageSize,
      });
      return { records: records.map(ipoItem), pageNum, pageSize, total };
    };

  const apply = (kind: IpoKind, endpoint: 'applyIpo' | 'applyPlacement' | 'applyBlockPlacement') =>
    offerCall(endpoint, (tx, { tenant, userId, id, amount }) =>
      applyForIpo(tx, { tenant, userId, kind, offeringId: id, amount, now: clock() }),
    );

  return {
    async blockTrades({ pageNum, pageSize, area }, { services, tenant }) {
      const { records, total } = await pageBlockTrades(
        services.db,
        tenant.id,
        offerArea(tenant.config, area),
        pageNum,
        pageSize,
      );
      return { records: records.map(blockTradeItem), pageNum, pageSize, total };
    },

    blockTradeBuy: offerCall('blockTradeBuy', async (tx, { tenant, userId, id, amount }, ctx) => {
      const order = await buyBlockTrade(tx, ctx.services.market, {
        tenant,
        userId,
        blockTradeId: id,
        quantity: amount,
      });
      await notifyContractNote(tx, recordNotice(tenant.id, userId, order));
      return order;
    }),

    ipoPage: ipoPage('IPO'),
    placementPage: ipoPage('PLACEMENT'),
    blockPlacementPage: ipoPage('BLOCK_PLACEMENT'),

    // "My subscriptions" in the page's area, every kind and status, newest first.
    async applications({ pageNum, pageSize, area }, ctx) {
      const user = ctx.auth();
      const { records, total } = await pageApplications(ctx.services.db, {
        tenantId: ctx.tenant.id,
        userId: user.id,
        area: offerArea(ctx.tenant.config, area),
        pageNum,
        pageSize,
      });
      return { records: records.map(applicationView), pageNum, pageSize, total };
    },

    applyIpo: apply('IPO', 'applyIpo'),
    applyPlacement: apply('PLACEMENT', 'applyPlacement'),
    applyBlockPlacement: apply('BLOCK_PLACEMENT', 'applyBlockPlacement'),

    funding: offerCall('funding', async (tx, { tenant, userId, id, amount }) => {
      const funded = await fundApplication(tx, {
        tenantId: tenant.id,
        userId,
        applicationId: id,
        amount,
      });
      // The payment that completes the allotment delivers the shares: that is the fill.
      if (funded.status === 'FINISH')
        await notifyContractNote(tx, {
          tenantId: tenant.id,
          userId,
          title: funded.stockSymbol,
          stockId: findInstrument(funded.stockSymbol, funded.stockExchange)?.id ?? null,
          order: {
            side: 'BUY',
            quantity: funded.obtainNum,
            filledPrice: funded.price,
            currency: funded.currencyType,
          },
        });
      return funded;
    }),

    async snapUpPage({ pageNum, pageSize }, { services, tenant }) {
      const { records, total } = await pageSnapUps(services.db, tenant.id, pageNum, pageSize);
      return { records: records.map(snapUpItem), pageNum, pageSize, total };
    },

    snapUpApply: offerCall('snapUpApply', (tx, { tenant, userId, id, amount }) =>
      applyForSnapUp(tx, { tenant, userId, snapUpId: id, amount, now: clock() }),
    ),
  };
}
