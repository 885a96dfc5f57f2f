/**
 * @trading/contract — zod schemas and types for every /api call, the envelope, paging,
 * enums, error codes, business constants and the live-feed messages, plus the endpoint
 * table both the client and the server are generated from.
 * (The tenant definition schema is a separate entry: `@trading/contract/tenant`.)
 */
export * from './money.js';
export * from './common.js';
export * from './envelope.js';
export * from './paging.js';
export * from './enums.js';
export * from './error-codes.js';
export * from './constants.js';
export * from './weak-secret.js';
export * from './domains/market.js';
export * from './domains/content.js';
export * from './domains/user.js';
export * from './domains/security.js';
export * from './domains/second-factor.js';
export * from './domains/trade.js';
export * from './domains/orders.js';
export * from './domains/documents.js';
export * from './domains/finance.js';
export * from './domains/offerings.js';
export * from './domains/backoffice.js';
export * from './domains/backoffice-audit.js';
export * from './domains/investor-lookup.js';
export * from './domains/backoffice-offerings.js';
export * from './domains/backoffice-content.js';
export * from './domains/backoffice-staff.js';
export * from './domains/backoffice-settings.js';
export * from './domains/backoffice-proposals.js';
export * from './domains/alerts.js';
export * from './alert-kinds.js';
export * from './order-price-tick.js';
export * from './ws.js';
export * from './endpoints.js';
export * from './operator-endpoints.js';
export * from './endpoint-route.js';
export * from './endpoint-routes.js';
export * from './request-path.js';
export * from './page-rules.js';
export * from './allotment.js';
export * from './languages.js';
export * from './transaction-scenes.js';
export * from './transfer-currency.js';
export * from './offer-window.js';
export * from './kline-periods.js';
export * from './market-tabs.js';
export * from './ws-rules.js';
export * from './markets.js';
export * from './ws-read.js';
export { isOrderEvent, ORDER_EVENTS } from './security-events.js';
export * from './session-codes.js';
export * from './trade-fee.js';
export * from './order-hold.js';
export * from './far-from-market.js';
export * from './max-buy.js';
export * from './money-rounding.js';
export * from './digit-grouping.js';
export * from './exchange-quote.js';
export * from './field-formats.js';
export * from './id-numbers.js';
export * from './mask-number.js';
export { FieldFormat, FieldFormatName, FieldPattern } from './field-format-schema.js';
export * from './rejection.js';
export * from './rejection-reasons.js';
