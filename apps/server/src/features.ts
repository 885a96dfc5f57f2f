import type { EndpointName } from '@trading/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentHandlers } from './content/handlers';
import type { Handlers } from './http/call-context';
import { identityHandlers } from './identity/handlers';
import { passwordResetHandlers } from './identity/password-reset/handlers';
import { sessionHandlers } from './sessions/handlers';
import { passkeyHandlers } from './passkeys/handlers';
import { notificationHandlers } from './security/handlers';
import { alertHandlers } from './alerts/handlers';
import { startAlertWork } from './alerts/start-alert-work';
import { chartSettingsHandlers } from './chart-settings/handlers';
import { twoFactorHandlers } from './identity/two-factor/handlers';
import { notMeHandlers } from './identity/not-me/handlers';
import type { SeedHook } from './seed/seed-context';
import type { Services } from './services';
import { registerFeedRoute } from './market/feed/feed-route';
import { stockHandlers } from './stocks/handlers';
import { tenantHandlers } from './tenants/handlers';
import { tradingHandlers } from './trading/handlers';
import { orderHandlers } from './orders/handlers';
import { startOrderMatching } from './orders/match-orders';
import { exchangeHandlers } from './exchange/handlers';
import { financeHandlers } from './finance/handlers';
import { seedMoney } from './finance/seed-money';
import { kycHandlers } from './kyc/handlers';
import { documentHandlers } from './documents/handlers';
import { registerDocumentRoute } from './documents/document-route';
import { registerFileRoutes } from './uploads/file-routes';
import { uploadHandlers } from './uploads/handlers';
import { startUploadSweep } from './uploads/upload-sweep';

/**
 * A slice of the API: its handlers for contract endpoints, any routes outside the
 * contract table (mounted under /api), and what it adds to a fresh database. The money
 * module plugs in by appending its features to this list.
 */
export interface Feature {
  name: string;
  handlers?: Handlers;
  routeConfig?: { [N in EndpointName]?: Record<string, unknown> };
  routes?: (api: FastifyInstance, services: Services) => void;
  seed?: SeedHook;
}

export const platformFeatures: Feature[] = [
  { name: 'tenants', handlers: tenantHandlers },
  {
    name: 'identity',
    handlers: {
      ...identityHandlers,
      ...passwordResetHandlers,
      ...twoFactorHandlers,
      ...notMeHandlers,
    },
    // Sign-ups are cheap to script; a per-address ceiling keeps bulk account creation out.
    routeConfig: {
      register: {
        rateLimit: {
          max: (request: FastifyRequest) => request.server.services.config.signupLimit,
          timeWindow: '10 minutes',
        },
      },
    },
  },
  { name: 'sessions', handlers: sessionHandlers },
  {
    name: 'passkeys',
    handlers: passkeyHandlers,
    // Each options call stores a challenge: a per-address ceiling keeps the table small.
    routeConfig: {
      passkeyLoginOptions: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      passkeyRegisterOptions: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      stepUpPasskeyOptions: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      passkeyLogin: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
  },
  { name: 'notifications', handlers: notificationHandlers },
  { name: 'alerts', handlers: alertHandlers, routes: startAlertWork },
  { name: 'chartSettings', handlers: chartSettingsHandlers },
  { name: 'content', handlers: contentHandlers },
  {
    name: 'uploads',
    handlers: uploadHandlers,
    routes: (api, services) => {
      registerFileRoutes(api, services);
      startUploadSweep(api, services);
    },
  },
  {
    name: 'stocks',
    handlers: stockHandlers,
    // Mounted inside /api, so the live feed sits at /api/ws behind the same tenant check.
    routes: (api, { feed, config }) =>
      registerFeedRoute(api, feed, {
        path: '/ws',
        allowedOrigins: config.wsAllowedOrigins,
        allowLoopbackOrigins: config.env !== 'production',
      }),
  },
];

/** The money module: ledger-backed trading, balances, money movement, KYC and exchange. */
export const moneyFeatures: Feature[] = [
  { name: 'trading', handlers: tradingHandlers },
  { name: 'orders', handlers: orderHandlers, routes: startOrderMatching },
  { name: 'finance', handlers: financeHandlers, seed: seedMoney },
  { name: 'kyc', handlers: kycHandlers },
  { name: 'exchange', handlers: exchangeHandlers },
  { name: 'documents', handlers: documentHandlers, routes: registerDocumentRoute },
];
