import { STEPPER, type CurrencyCode, type TradeState } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import { ratioUnits, toUnits, type Units } from '../ledger/decimal';
import type { Instrument } from '../market/instruments';
import type { Tenant } from '../tenants/tenant-registry';

/** How far the fill may be from the price the client showed before the order is refused. */
export const PRICE_TOLERANCE = toUnits('0.05');

const NOT_MULTIPLE = {
  en: `The quantity must be a multiple of ${STEPPER.step}`,
  pt: `A quantidade deve ser múltipla de ${STEPPER.step}`,
  zh: `数量必须是 ${STEPPER.step} 的倍数`,
};
const PRICE_MOVED = {
  en: 'The price has moved; please check the new price and try again',
  pt: 'O preço mudou; confira o novo preço e tente novamente',
  zh: '价格已变动，请确认新价格后重试',
};
const NOT_LISTED = { en: 'Not Yet Listed', pt: 'Ainda não listada', zh: '尚未上市' };
const MARKET_CLOSED = {
  en: 'The market is closed',
  pt: 'O mercado está fechado',
  zh: '当前休市',
};
const OTHER_MARKET = {
  en: 'This stock cannot be traded in this app',
  pt: 'Esta ação não pode ser negociada neste aplicativo',
  zh: '本应用不支持交易该股票',
};

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
    throw new ApiError('NOT_TRADABLE', OTHER_MARKET);
  return instrument;
}

export function assertQuoteUsable(quote: { listed: boolean; trading: boolean }): void {
  if (!quote.listed) throw new ApiError('NOT_TRADABLE', NOT_LISTED);
  if (!quote.trading) throw new ApiError('INVALID_STATE', MARKET_CLOSED);
}

/**
 * The stepper's rule for stock orders, in shares whatever marketBuyModel says (the lot
 * model is about IPO units): at least 10, in steps of 10. A sell of everything held is
 * allowed at any size so an odd allotment can be closed.
 */
export function assertQuantity(quantity: number, sellAllOf?: number): void {
  if (sellAllOf !== undefined && quantity === sellAllOf) return;
  if (quantity < STEPPER.min) throw new ApiError('BELOW_MINIMUM');
  if (quantity % STEPPER.step !== 0) throw new ApiError('VALIDATION', NOT_MULTIPLE);
}

/** True when the quantity passes the stepper's rule on its own, whatever is held. */
export function isWholeSteps(quantity: number): boolean {
  return quantity >= STEPPER.min && quantity % STEPPER.step === 0;
}

/** Market orders fill at the current price, unless it moved more than the tolerance from the one shown. */
export function assertPriceWithinTolerance(shown: Units, current: Units): void {
  const drift = ratioUnits(shown > current ? shown - current : current - shown, current);
  if (drift > PRICE_TOLERANCE) throw new ApiError('INVALID_STATE', PRICE_MOVED);
}
