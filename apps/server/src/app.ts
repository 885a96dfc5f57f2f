import { createMailer } from './mail/mailer';
import { fileUrls } from './uploads/upload-url';
import { DOCUMENT_LINKS } from './documents/document-urls';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config/config';
import { serverRoot } from './config/server-root';
import { openDatabase } from './db/open-database';
import { startFeed } from './market/feed/start-feed';
import { authenticate } from './identity/authenticate';
import { startUserEventBus } from './live/user-event-bus';
import { ERRORS } from '@trading/contract';
import { createMarketSim } from './market/sim/market-sim';
import { withPinnedPrices } from './market/sim/pinned-prices';
import { registerTestPriceRoute } from './market/test-price-route';
import { registerTestDestinationRoute } from './finance/test-destination-route';
import {
  createTotpTestClock,
  REAL_TOTP_CLOCK,
  registerTestTotpClockRoute,
} from './identity/totp-test-clock';
import { createMarketData } from './stocks/market-data';
import { moneyFeatures, platformFeatures, type Feature } from './features';
import { offeringFeatures } from './offerings/offering-features';
import { apiPlugin } from './http/api-plugin';
import { ledgerAccountSummary } from './ledger/account-summary';
import {
  DEFAULT_LOGIN_LIMITS,
  memoryLoginThrottle,
  type ThrottleLimits,
} from './identity/login-throttle';
import { redisLoginThrottle } from './identity/redis-login-throttle';
import { failoverLoginThrottle } from './identity/failover-login-throttle';
import { openRedis } from './redis/open-redis';
import { pooledHasher } from './identity/password-hasher';
import { seedIfEmpty } from './seed/seed-database';
import type { Services } from './services';
import { INLINE_SCRIPT_SOURCES } from './security/inline-script-hashes';
import { secretBox } from './security/secret-box';
import { syncInstruments } from './stocks/sync-instruments';
import { tenantAssetUrl } from './tenants/tenant-config';
import { loadTenantPackages } from './tenants/tenant-definitions';
import {
  createSessionCache,
  singleProcessSessions,
  type SessionCache,
} from './identity/session-cache';
import { startClusterSessions } from './identity/session-revocations';
import { loadTenantRegistry } from './tenants/tenant-registry';
import { diskFileStore } from './uploads/disk-file-store';
import { createLastSeen } from './identity/last-seen';
import { pageRenderer } from './web-app/page-renderer';
import { createJobBoard } from './background/job-board';
import { databaseCheck } from './health/database-check';
import { registerHealthRoutes } from './health/health-routes';
import { PROBE_TIMEOUT_MS } from './health/probe';
import { redisCheck } from './health/redis-check';
import { createDrain } from './health/drain';
import { closeForRestart } from './market/feed/close-for-restart';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { recordHttpMetrics } from './http/http-metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { scraperNetworks } from './metrics/scraper-networks';
import { recordRenderQueueMetrics, recordStateMetrics } from './metrics/state-metrics';
import { orderMeter } from './metrics/order-metrics';
import { recordLedgerMetrics } from './metrics/ledger-metrics';
import { feedLagMetric } from './metrics/feed-metrics';
import { consoleTenants, registerConsoleRoutes } from './web-app/console-routes';
import { registerWebAppRoutes } from './web-app/web-app-routes';

export interface AppOptions {
  config: Config;
  /** Defaults to the platform features; the money module appends its own. */
  features?: Feature[];
  loginLimits?: Partial<ThrottleLimits>;
  /** The clock of time-based checks (TOTP steps, throttles, cooling-off); Date.now by default. */
  now?: () => number;
  /**
   * Market time (sessions, quotes, ticks, order expiry and fills); Date.now by default. Tests
   * only, like `now`: main.ts passes none, so no setting can move a real server's market clock.
   */
  marketNow?: () => number;
  /**
   * Tests only, like the options above (main.ts passes none; docs/decisions.md): in-memory
   * PGlite starts from this dump of an already migrated and seeded database.
   */
  pgliteImage?: Blob;
}

/** Every feature the server runs with unless told otherwise. */
export function defaultFeatures(): Feature[] {
  return [...platformFeatures, ...moneyFeatures, ...offeringFeatures()];
}

/**
 * The whole server as one Fastify plugin: external plugins first, then the database,
 * tenants and services, then the routes. It owns the database and closes it on close.
 */
async function appPlugin(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  const { config } = options;
  const features = options.features ?? defaultFeatures();
  // This app's own registry (not prom-client's global), so apps sharing a process (tests) never mix figures.
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  recordHttpMetrics(fastify, metrics);
  const stopLedgerMetrics = recordLedgerMetrics(metrics);
  fastify.addHook('onClose', async () => {
    stopLedgerMetrics();
  });

  await fastify.register(helmet, {
    // The SPA loads images from its own origin and data: URLs and talks to /api/ws.
    contentSecurityPolicy: {
      // No upgrade-insecure-requests: http://ngn.localhost must keep loading its own files over http.
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...INLINE_SCRIPT_SOURCES],
        'connect-src': ["'self'"],
        // The live-feed worker and the service worker (/sw.js) are the app's own files; the
        // locale warm-up worker is built into the app's script (a blob: URL), so it starts
        // without a round trip (apps/web/src/i18n/intl-warmup.ts).
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // A cluster shares sessions and money through PostgreSQL and everything else through Redis.
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl, (err) => fastify.log.warn({ err }, 'redis connection error'))
    : undefined;
  if (redis) fastify.addHook('onClose', () => redis.close());
  await fastify.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis: redis.commands, nameSpace: `${config.redisPrefix}rate-limit:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'rate limited',
    }),
  });
  // Rendered pages and /api answers travel compressed: a 25 KB page is 5 KB on a 1.6 Mbps phone
  // link. Build files keep their own .br siblings (already encoded, so skipped here). Requests
  // are not decompressed: no client of ours sends one, so a zip bomb finds that door shut.
  await fastify.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await fastify.register(cookie);
  await fastify.register(multipart, { limits: { fileSize: config.uploadMaxBytes } });
  await fastify.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: closeForRestart,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteImage: options.pgliteImage,
    onPoolError: (err) => fastify.log.warn({ err }, 'idle database connection lost'),
  });
  fastify.addHook('onClose', () => database.close());
  // Password hashing runs on its own worker threads, off libuv's pool that serves file reads.
  const hasher = pooledHasher({
    params: config.argon2,
    workers: config.hashWorkers,
    queueLimit: config.hashQueueLimit,
  });
  fastify.addHook('onClose', () => hasher.close());
  const packages = loadTenantPackages(config.tenantsDir);
  const seeded = await database.exclusive(async () => {
    await syncInstruments(database.db);
    return seedIfEmpty(database.db, {
      config,
      hasher,
      packages,
      hooks: features.flatMap((f) => (f.seed ? [f.seed] : [])),
    });
  });
  if (seeded) fastify.log.info('seeded an empty database with tenants, content and demo accounts');

  // Sign-out and password change reach every process's session cache at once through Redis.
  const sessionCache = createSessionCache(database.db);
  let sessions: SessionCache = singleProcessSessions(sessionCache);
  if (redis) {
    const cluster = await startClusterSessions({
      cache: sessionCache,
      publisher: redis.commands,
      subscriber: redis.subscriber,
      channel: `${config.redisPrefix}sessions:revoked`,
      onError: (err) => fastify.log.warn({ err }, 'session revocation not broadcast'),
    });
    fastify.addHook('onClose', () => cluster.close());
    sessions = cluster;
  }

  const simulated = createMarketSim({ seed: config.simSeed, sessions: config.marketSessions });
  // Only a browser-test start (TEST_PRICE_SEAM=enabled) can set prices; see test-price-route.
  const pinned = config.testPriceSeam ? withPinnedPrices(simulated) : null;
  if (pinned) registerTestPriceRoute(fastify, pinned);
  // Likewise only a browser-test start (TEST_DESTINATION_SEAM=enabled) can skip the cooling-off.
  if (config.testDestinationSeam) registerTestDestinationRoute(fastify, database.db);
  // And only a browser-test start (TEST_TOTP_CLOCK=enabled) can move a key's codes ahead.
  const totpTestClock = config.testTotpClock ? createTotpTestClock() : null;
  if (totpTestClock) registerTestTotpClockRoute(fastify, totpTestClock);
  const sim = pinned ?? simulated;
  const marketNow = options.marketNow ?? Date.now;
  const feed = await startFeed({
    sim,
    clock: marketNow,
    redis,
    prefix: config.redisPrefix,
    producer: config.marketProducer,
    maxSocketsPerAddress: config.wsMaxSocketsPerAddress,
    onDelivered: feedLagMetric(metrics),
    authenticate: async (tenantId, token) => {
      const result = await authenticate(sessions, tenantId, token);
      return result.ok
        ? { ok: true, userId: result.user.id }
        : { ok: false, code: ERRORS[result.error].code };
    },
  });
  fastify.addHook('onClose', () => feed.close());
  const userEvents = await startUserEventBus({
    redis,
    channel: `${config.redisPrefix}user-events`,
    deliver: feed.hub.sendToUser,
    onError: (err) => fastify.log.warn({ err }, 'notification push not published'),
  });
  fastify.addHook('onClose', () => userEvents.close());

  const market = createMarketData(sim, marketNow);
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits };
  const now = options.now ?? Date.now;
  const services: Services = {
    config,
    db: database.db,
    sessions,
    lastSeen: createLastSeen(database.db, now),
    tenants: await loadTenantRegistry(database.db, config.defaultTenant, packages),
    hasher,
    loginThrottle: redis
      ? failoverLoginThrottle(
          redisLoginThrottle(redis.commands, config.redisPrefix, loginLimits, now),
          memoryLoginThrottle(loginLimits, now),
          (err) => fastify.log.warn({ err }, 'sign-in throttle on local counts: redis unavailable'),
        )
      : memoryLoginThrottle(loginLimits, now),
    files: diskFileStore(config.uploadDir),
    market,
    feed: feed.hub,
    userEvents,
    now,
    totpClock: totpTestClock ?? REAL_TOTP_CLOCK,
    secrets: secretBox(config.secretsKey),
    mailer: createMailer(config, fastify.log),
    fileUrls: fileUrls(config.secretsKey, now),
    documentUrls: fileUrls(config.secretsKey, now, DOCUMENT_LINKS),
    accountSummary: ledgerAccountSummary(market),
    jobs: createJobBoard(),
    orderMeter: orderMeter(metrics),
  };
  fastify.decorate('services', services);
  const drain = createDrain();
  fastify.decorate('drain', drain);
  registerHealthRoutes(fastify, {
    drain,
    database: databaseCheck(database.db, PROBE_TIMEOUT_MS),
    redis: redis && redisCheck(redis, PROBE_TIMEOUT_MS),
    jobs: services.jobs,
  });
  recordStateMetrics(metrics, {
    jobs: services.jobs,
    hasher,
    sockets: () => feed.hub.stats().sockets,
    pool: database.poolStats,
  });
  registerMetricsRoute(fastify, metrics, scraperNetworks(config.metricsAllow));

  // This registration decorates reply.sendFile, which serves the web app: preCompressed makes
  // it send the build's .br/.gz siblings when the client accepts them (docs/decisions.md).
  await fastify.register(fastifyStatic, {
    root: join(serverRoot, 'static'),
    prefix: '/static/',
    maxAge: '1d',
    preCompressed: true,
  });
  for (const { definition, root } of packages) {
    await fastify.register(fastifyStatic, {
      root: join(root, 'assets'),
      prefix: tenantAssetUrl(definition.id, 'assets/'),
      decorateReply: false,
      maxAge: '1d',
    });
    // The demo banners' and articles' images, from the tenant folder's demo/.
    if (existsSync(join(root, 'demo'))) {
      await fastify.register(fastifyStatic, {
        root: join(root, 'demo'),
        prefix: `/static/seed/${definition.id}/`,
        decorateReply: false,
        maxAge: '1d',
      });
    }
  }
  await fastify.register(apiPlugin, {
    prefix: '/api',
    services,
    features,
    validateResponses: config.env !== 'production',
  });
  if (config.env === 'production') {
    const renderer = config.serverRender
      ? pageRenderer(fastify, config.webDist, {
          deadlineMs: config.serverRenderDeadlineMs,
          concurrency: config.serverRenderConcurrency,
          maxWaiting: config.serverRenderQueue,
          log: fastify.log,
          sessions: services.sessions,
        })
      : null;
    if (renderer) recordRenderQueueMetrics(metrics, renderer);
    registerConsoleRoutes(fastify, config.consoleDist, services.tenants, consoleTenants(packages));
    registerWebAppRoutes(fastify, config.webDist, services.tenants, renderer);
  }
}

// Not encapsulated (fastify-plugin): `services` stays reachable on the server for the CLI and tests.
export const app = fp(appPlugin, { name: 'trading-app', fastify: '5.x' });
