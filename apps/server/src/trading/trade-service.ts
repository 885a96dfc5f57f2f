import type { OrderRecord, OrderSide } from '@trading/contract';
import type { Db } from '../db/database';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { fromUnits, priceUnits, timesInt, toUnits } from '../ledger/decimal';
import { post } from '../ledger/post';
import { instrumentById } from '../market/instruments';
import type { Tenant } from '../tenants/tenant-registry';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { tradeFee } from './fee-schedule';
import { insertOrder, setCostBasis } from './order-repository';
import {
  assertPriceWithinTolerance,
  assertQuantity,
  assertQuoteUsable,
  assertTradable,
  isWholeSteps,
} from './order-rules';
import { creditPosition, debitPosition, findPosition } from './position-repository';
import type { PriceSource } from './price-source';
import { orderRecord } from './views';
import { feePosting } from './fee-posting';

export interface MarketOrder {
  tenant: Tenant;
  userId: number;
  side: OrderSide;
  instrumentId: number;
  quantity: number;
  /** The price the client showed. */
  shownPrice: string;
}

/**
 * Fills a market order at the simulator's current price inside the caller's database
 * transaction: the order row, the TRADE and TRADE_FEE ledger transactions and the
 * position change commit together or not at all.
 */
export async function placeMarketOrder(
  db: Db,
  prices: PriceSource,
  order: MarketOrder,
): Promise<OrderRecord> {
  const { tenant, userId, side, quantity } = order;
  const instrument = assertTradable(tenant, instrumentById(order.instrumentId));
  // A sell in whole steps needs no read of the position: debitPosition refuses atomically
  // when the shares are not there. Only an odd size, allowed when it sells everything
  // held, needs the holding first.
  if (side === 'SELL' && !isWholeSteps(quantity)) {
    const held = await findPosition(db, userId, instrument.id);
    if (!held || held.available < quantity)
      throw new ApiError('INVALID_STATE', localized('trade.notEnoughShares'));
    assertQuantity(quantity, held.available);
  } else {
    assertQuantity(quantity);
  }
  const quote = prices.quote(instrument);
  assertQuoteUsable(quote);
  const price = priceUnits(quote.price);
  assertPriceWithinTolerance(toUnits(order.shownPrice), price);

  const gross = timesInt(price, quantity);
  const fee = tradeFee(gross);
  const currency = instrument.currencyType;
  const row = await insertOrder(db, {
    tenantId: tenant.id,
    userId,
    instrumentId: instrument.id,
    side,
    quantity,
    price: fromUnits(price, 8),
    requestedPrice: order.shownPrice,
    fee: fromUnits(fee, 8),
    currency,
  });
  const what = `${side === 'BUY' ? 'Buy' : 'Sell'} ${quantity} ${instrument.symbol} @ ${fromUnits(price)}`;
  const ref = { refType: 'ORDER', refId: row.id };
  const cashFlow = side === 'BUY' ? -gross : gross;
  await post(db, tenant.id, userId, [
    {
      scene: 'TRADE',
      description: what,
      ...ref,
      legs: [
        { account: USER_CASH, currency, amount: cashFlow },
        { account: HOUSE.settlement, currency, amount: -cashFlow },
      ],
    },
    feePosting(what, ref, currency, fee),
  ]);
  if (side === 'BUY') {
    await creditPosition(db, {
      tenantId: tenant.id,
      userId,
      instrumentId: instrument.id,
      quantity,
      cost: gross,
    });
  } else {
    await setCostBasis(db, row.id, await debitPosition(db, userId, instrument.id, quantity));
  }
  return orderRecord(row, prices);
}
