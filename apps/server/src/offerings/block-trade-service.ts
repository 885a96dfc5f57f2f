import type { OrderRecord } from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { fromUnits, timesInt } from '../ledger/decimal';
import { post } from '../ledger/post';
import { instrumentById } from '../market/instruments';
import type { Tenant } from '../tenants/tenant-registry';
import { tradeFee } from '../trading/fee-schedule';
import { insertOrder } from '../trading/order-repository';
import { assertQuantity, assertTradable } from '../trading/order-rules';
import { creditPosition } from '../trading/position-repository';
import type { PriceSource } from '../trading/price-source';
import { orderRecord } from '../trading/views';
import { findBlockTrade } from './block-trade-repository';
import { blockTradePrice } from './offer-pricing';
import { feePosting } from '../trading/fee-posting';

export interface BlockTradeBuy {
  tenant: Tenant;
  userId: number;
  blockTradeId: number;
  quantity: number;
}

/**
 * Buys shares of a block trade at its discounted price, inside the caller's transaction:
 * a BUY order record (source BLOCK_TRADE), the TRADE and TRADE_FEE postings and the
 * position, all or nothing. The same quantity rules and fee schedule as a stock buy;
 * unlike a market order it fills at the offer's price whether or not the market is open.
 */
export async function buyBlockTrade(
  db: Db,
  prices: PriceSource,
  buy: BlockTradeBuy,
): Promise<OrderRecord> {
  const offer = await findBlockTrade(db, buy.tenant.id, buy.blockTradeId);
  if (!offer) throw new ApiError('NOT_FOUND');
  if (offer.closedAt) throw new ApiError('OFFER_NOT_OPEN');
  const instrument = assertTradable(buy.tenant, instrumentById(offer.instrumentId));
  assertQuantity(buy.quantity);

  const price = blockTradePrice(offer.price, offer.discountRate);
  const gross = timesInt(price, buy.quantity);
  const fee = tradeFee(gross);
  const currency = instrument.currencyType;
  const order = await insertOrder(db, {
    tenantId: buy.tenant.id,
    userId: buy.userId,
    instrumentId: instrument.id,
    side: 'BUY',
    quantity: buy.quantity,
    price: fromUnits(price, 8),
    requestedPrice: fromUnits(price, 8),
    fee: fromUnits(fee, 8),
    currency,
    source: 'BLOCK_TRADE',
  });
  const what = `Block trade: buy ${buy.quantity} ${instrument.symbol} @ ${fromUnits(price)}`;
  const ref = { refType: 'ORDER', refId: order.id };
  await post(db, buy.tenant.id, buy.userId, [
    {
      scene: 'TRADE',
      description: what,
      ...ref,
      legs: [
        { account: USER_CASH, currency, amount: -gross },
        { account: HOUSE.offerings, currency, amount: gross },
      ],
    },
    feePosting(what, ref, currency, fee),
  ]);
  await creditPosition(db, {
    tenantId: buy.tenant.id,
    userId: buy.userId,
    instrumentId: instrument.id,
    quantity: buy.quantity,
    cost: gross,
  });
  return orderRecord(order, prices);
}
