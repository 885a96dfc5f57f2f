import type { CurrencyCode, QuantOrder } from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { fromUnits, hasAtMostDecimals, toUnits } from '../ledger/decimal';
import { post, type Posting } from '../ledger/post';
import { moneyText } from '../offerings/money-text';
import { lockEndTime, profitFor } from './quant-profit';
import {
  findQuantOrder,
  findQuantProduct,
  insertQuantOrder,
  markQuantOrderSettled,
  type QuantOrderRow,
} from './quant-repository';
import { quantOrderView } from './views';
import { localized } from '../messages/catalogue';

/**
 * Buys a quantitative product inside the caller's transaction: only while it is open and
 * for at least its minimum; the cash leaves with QUANTITATIVE_BUY and the product's
 * terms are copied onto the order.
 */
export async function buyQuantProduct(
  db: Db,
  req: { tenantId: string; userId: number; productId: number; amount: string; now: Date },
): Promise<QuantOrder> {
  const product = await findQuantProduct(db, req.tenantId, req.productId);
  if (!product) throw new ApiError('NOT_FOUND');
  if (req.now < product.startTime || req.now > product.endTime)
    throw new ApiError('OFFER_NOT_OPEN');
  const amount = toUnits(req.amount);
  if (!hasAtMostDecimals(amount, 2)) throw new ApiError('VALIDATION', localized('money.centsOnly'));
  if (amount < toUnits(product.minBuyAmount)) throw new ApiError('BELOW_MINIMUM');

  const order = await insertQuantOrder(db, {
    tenantId: req.tenantId,
    userId: req.userId,
    productId: product.id,
    applyAmount: fromUnits(amount, 8),
    currencyType: product.currencyType,
    lockDay: product.lockDay,
    lockEndTime: lockEndTime(req.now, product.lockDay),
    estimateProfitRate: product.estimateProfitRate,
    maxEstimateProfitRate: product.maxEstimateProfitRate,
    status: 'LOCKED',
    createdAt: req.now,
  });
  const currency = product.currencyType as CurrencyCode;
  await post(db, req.tenantId, req.userId, [
    {
      scene: 'QUANTITATIVE_BUY',
      description: `${product.name}: ${fromUnits(amount)} for ${product.lockDay} days`,
      refType: 'QUANT_ORDER',
      refId: order.id,
      legs: [
        { account: USER_CASH, currency, amount: -amount },
        { account: HOUSE.offerings, currency, amount },
      ],
    },
  ]);
  return quantOrderView(order);
}

/**
 * Pays a due order back: the principal as QUANTITATIVE_BACK and the profit at the
 * estimated rate (the low end of the promised range) as QUANTITATIVE_REBASE, then marks
 * it FINISHED. The row lock makes a second settlement (a sweep racing an operator) see
 * FINISHED and stop. Returns the order before and after for the audit.
 */
export async function settleQuantOrder(
  db: Db,
  tenantId: string,
  orderId: number,
  now: Date,
): Promise<{ before: QuantOrderRow; after: QuantOrderRow }> {
  const before = await findQuantOrder(db, tenantId, orderId, { lock: true });
  if (!before) throw new ApiError('NOT_FOUND');
  if (before.status !== 'LOCKED') throw new ApiError('INVALID_STATE', localized('quant.settled'));
  if (before.lockEndTime > now) throw new ApiError('INVALID_STATE', localized('quant.notDue'));

  const principal = toUnits(before.applyAmount);
  const profit = profitFor(before.applyAmount, before.estimateProfitRate);
  const currency = before.currencyType as CurrencyCode;
  const ref = { refType: 'QUANT_ORDER', refId: before.id };
  const postings: Posting[] = [
    {
      scene: 'QUANTITATIVE_BACK',
      description: `${before.productName}: principal back`,
      ...ref,
      legs: [
        { account: USER_CASH, currency, amount: principal },
        { account: HOUSE.offerings, currency, amount: -principal },
      ],
    },
  ];
  // A 0 % product earns nothing, and the ledger has no zero legs.
  if (profit > 0n) {
    postings.push({
      scene: 'QUANTITATIVE_REBASE',
      description: `${before.productName}: profit at ${moneyText(before.estimateProfitRate)} %`,
      ...ref,
      legs: [
        { account: USER_CASH, currency, amount: profit },
        { account: HOUSE.offerings, currency, amount: -profit },
      ],
    });
  }
  await post(db, tenantId, before.userId, postings);
  await markQuantOrderSettled(db, before.id, fromUnits(profit, 8), now);
  return { before, after: (await findQuantOrder(db, tenantId, orderId))! };
}
