import { STEPPER, type CurrencyCode, type TradeState } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import { ratioUnits, toUnits, type Units } from '../ledger/decimal';
import type { Instrument } from '../market/instruments';
import type { Tenant } from '../tenants/tenant-registry';
import { localized } from '../messages/catalogue';

/** How far the fill may be from the price the client showed before the order is refused. */
export const PRICE_TOLERANCE = toUnits('0.05');

/** The currencies a tenant's users pay in: the local one, and USD when the US market is shown. */
export function tradableCurrencies(tenant: Tenant): CurrencyCode[] {
  const local = tenant.config.defaultCurrency;
  return tenant.config.usMarketShow && local !== 'USD' ? [local, 'USD'] : [local];
}

/**
 * Whether an order for the instrument is taken now, and if not why: the same rules as
 * assertTradable and assertQuoteUsable (a test holds them together), reported by the stock
 * detail so the trade buttons follow what an order meets.
 */
export function tradeStateOf(
  tenant: Tenant,
  instrument: Instrument,
  quote: { listed: boolean; trading: boolean },
): TradeState {
  if (instrument.isIndex) return 'INDEX';
  if (!tradableCurrencies(tenant).includes(instrument.currencyType)) return 'OTHER_MARKET';
  if (!quote.listed) return 'NOT_LISTED';
  if (!quote.trading) return 'MARKET_CLOSED';
  return 'OPEN';
}

export function assertTradable(tenant: Tenant, instrument: Instrument | undefined): Instrument {
  if (!instrument) throw new ApiError('NOT_FOUND');
  if (instrument.isIndex) throw new ApiError('NOT_TRADABLE');
  if (!tradableCurrencies(tenant).includes(instrument.currencyType))
    throw new ApiError('NOT_TRADABLE', localized('trade.otherMarket'));
  return instrument;
}

export function assertQuoteUsable(quote: { listed: boolean; trading: boolean }): void {
  if (!quote.listed) throw new ApiError('NOT_TRADABLE', localized('trade.notListed'));
  if (!quote.trading) throw new ApiError('INVALID_STATE', localized('trade.marketClosed'));
}

/**
 * The stepper's rule for stock orders, in shares whatever marketBuyModel says (the lot
 * model is about IPO units): at least 10, in steps of 10. A sell of everything held is
 * allowed at any size so an odd allotment can be closed.
 */
export function assertQuantity(quantity: number, sellAllOf?: number): void {
  if (sellAllOf !== undefined && quantity === sellAllOf) return;
  if (quantity < STEPPER.min) throw new ApiError('BELOW_MINIMUM');
  if (quantity % STEPPER.step !== 0)
    throw new ApiError('VALIDATION', localized('trade.notMultiple', { step: STEPPER.step }));
}

/** True when the quantity passes the stepper's rule on its own, whatever is held. */
export function isWholeSteps(quantity: number): boolean {
  return quantity >= STEPPER.min && quantity % STEPPER.step === 0;
}

/** Market orders fill at the current price, unless it moved more than the tolerance from the one shown. */
export function assertPriceWithinTolerance(shown: Units, current: Units): void {
  const drift = ratioUnits(shown > current ? shown - current : current - shown, current);
  if (drift > PRICE_TOLERANCE) throw new ApiError('INVALID_STATE', localized('trade.priceMoved'));
}
