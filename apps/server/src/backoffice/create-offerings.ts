import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { hasAtMostDecimals, toUnits } from '../ledger/decimal';
import { instrumentById } from '../market/instruments';
import { insertBlockTrade } from '../offerings/block-trade-repository';
import { insertIpoOffering } from '../offerings/ipo-offering-repository';
import { insertSnapUp } from '../offerings/snap-up-repository';
import { insertQuantProduct } from '../quant/quant-repository';
import type { Tenant } from '../tenants/tenant-registry';
import { assertTradable } from '../trading/order-rules';
import { recordAudit } from './audit-repository';
import type {
  BlockTradeInput,
  IpoOfferingInput,
  PublishedOfferKind,
  QuantProductInput,
  SnapUpInput,
} from '@trading/contract';
import type { Operator } from './operator';

/** Prices and amounts are kept in cents, like every balance they end up in. */
function assertCents(field: string, value: string): void {
  if (!hasAtMostDecimals(toUnits(value), 2))
    throw new ApiError('VALIDATION', localized('operator.centsOnly', { field }));
}

/**
 * The times an offer is open, as the tables keep them: it must end after it starts and after
 * now, so no investor is shown an offer that already ended. A start before now publishes an
 * offer open at once.
 */
function openWindow({ startTime, endTime }: { startTime: number; endTime: number }, now: Date) {
  if (endTime <= startTime) throw new ApiError('VALIDATION', localized('operator.endBeforeStart'));
  if (endTime <= now.getTime()) throw new ApiError('VALIDATION', localized('operator.endInPast'));
  return { startTime: new Date(startTime), endTime: new Date(endTime) };
}

/**
 * What every offer of a stock is made of. The stock must be one the tenant's users can hold:
 * listed in a market of the tenant's currencies, not an index.
 */
function stockOffer(tenant: Tenant, input: { stockId: number; price: string }) {
  const stock = assertTradable(tenant, instrumentById(input.stockId));
  assertCents('price', input.price);
  return { tenantId: tenant.id, instrumentId: stock.id, price: input.price };
}

/** A lot's shares where the tenant counts in lots (100 unless given); 1 where it counts in shares. */
function sharesPerApplicationUnit(tenant: Tenant, ipoUnit: number | undefined): number {
  if (tenant.config.marketBuyModel === 0) return ipoUnit ?? 100;
  // Investors of this tenant apply in shares: another unit would be shown but never applied.
  if (ipoUnit !== undefined && ipoUnit !== 1)
    throw new ApiError('VALIDATION', localized('form.ipoUnitShares'));
  return 1;
}

/** Creates an offer and audits it under its kind, the subject type its close and reschedule use. */
function audited<T extends { id: number }>(
  db: Db,
  operator: Operator,
  targetType: PublishedOfferKind,
  create: (tx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const row = await create(tx);
    await recordAudit(tx, operator, {
      action: 'OFFERING_CREATE',
      targetType,
      targetId: row.id,
      before: null,
      after: row,
    });
    return row;
  });
}

export function createBlockTrade(
  db: Db,
  operator: Operator,
  tenant: Tenant,
  input: BlockTradeInput,
) {
  const offer = stockOffer(tenant, input);
  // A discount: the price shown is price × (1 + discountRate/100), so strictly below the
  // price and above nothing.
  const rate = toUnits(input.discountRate);
  if (rate <= toUnits('-100') || rate >= 0n)
    throw new ApiError('VALIDATION', localized('operator.discountRate'));
  return audited(db, operator, 'BLOCK_TRADE', (tx) =>
    insertBlockTrade(tx, { ...offer, discountRate: input.discountRate }),
  );
}

export function createIpoOffering(
  db: Db,
  operator: Operator,
  tenant: Tenant,
  input: IpoOfferingInput,
  now: Date,
) {
  const offer = stockOffer(tenant, input);
  const openTimes = openWindow(input, now);
  const ipoUnit = sharesPerApplicationUnit(tenant, input.ipoUnit);
  return audited(db, operator, input.kind, (tx) =>
    insertIpoOffering(tx, {
      ...offer,
      kind: input.kind,
      ipoUnit,
      fixedAmount: input.fixedAmount ?? null,
      amountOpen: input.amountOpen,
      ...openTimes,
    }),
  );
}

export function createSnapUp(
  db: Db,
  operator: Operator,
  tenant: Tenant,
  input: SnapUpInput,
  now: Date,
) {
  const offer = stockOffer(tenant, input);
  const openTimes = openWindow(input, now);
  return audited(db, operator, 'SNAP_UP', (tx) => insertSnapUp(tx, { ...offer, ...openTimes }));
}

export function createQuantProduct(
  db: Db,
  operator: Operator,
  tenant: Tenant,
  input: QuantProductInput,
  now: Date,
) {
  assertCents('minBuyAmount', input.minBuyAmount);
  assertCents('totalAmount', input.totalAmount);
  const openTimes = openWindow(input, now);
  if (
    toUnits(input.estimateProfitRate) < 0n ||
    toUnits(input.maxEstimateProfitRate) < toUnits(input.estimateProfitRate)
  ) {
    throw new ApiError('VALIDATION', localized('operator.profitRates'));
  }
  const { startTime: _start, endTime: _end, currencyType, ...rest } = input;
  return audited(db, operator, 'QUANT_PRODUCT', (tx) =>
    insertQuantProduct(tx, {
      ...rest,
      tenantId: tenant.id,
      currencyType: currencyType ?? tenant.config.defaultCurrency,
      ...openTimes,
    }),
  );
}
