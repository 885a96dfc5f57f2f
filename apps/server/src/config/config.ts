import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { UPLOAD_MAX_BYTES, WS_MAX_SOCKETS_PER_ADDRESS } from '@trading/contract';
import { z } from 'zod';
import {
  defaultHashWorkers,
  OWASP_ARGON2ID,
  QUEUE_PER_WORKER,
  type Argon2Params,
} from '../identity/hash-cost';
import { isOriginText, normalOrigin } from '../market/feed/feed-origin';
import { DEVELOPMENT_SECRETS_KEY, isSecretsKey } from '../security/secrets-key';
import { tenantIdsIn } from '@trading/contract/tenant-folders';
import { tenantFoldersDir } from '../tenants/tenant-definitions';
import { serverRoot } from './server-root';
import { isCidr } from '../metrics/scraper-networks';

const port = z.coerce.number().int().min(0).max(65_535);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its safe default. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  // `localhost` binds both 127.0.0.1 and ::1 (browsers resolve ngn.localhost to either); set 0.0.0.0 to expose.
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(join(serverRoot, '.data')),
  UPLOAD_DIR: z.string().min(1).optional(),
  WEB_DIST: z.string().min(1).default(resolve(serverRoot, '../web/dist')),
  // The back-office console's build (apps/backoffice), served under /admin on every tenant host.
  CONSOLE_DIST: z.string().min(1).default(resolve(serverRoot, '../backoffice/dist')),
  // Public pages arrive rendered with their data (the web build's dist/server); 0 turns it off.
  SERVER_RENDER: flag.default(true),
  // How long a server render waits for its reads before rendering their loading state.
  SERVER_RENDER_DEADLINE_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  // How many pages render at once; the rest wait their turn in arrival order.
  SERVER_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  // How many pages may wait for a turn; past that a page is sent unrendered (the browser renders
  // it) rather than kept waiting behind a crowd.
  SERVER_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIM_SEED: z.string().min(1).default('20240601'),
  // `always`: a 24×7 demo session so prices move whenever someone looks; `exchange`: real hours.
  MARKET_SESSIONS: z.enum(['always', 'exchange']).default('always'),
  // argon2id's cost (OWASP: 19 MiB, 2 passes; docs/decisions.md); tests lower the memory.
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(64)
    .max(4 * 1024 * 1024)
    .default(OWASP_ARGON2ID.memoryKib),
  ARGON2_PASSES: z.coerce.number().int().min(1).max(16).default(OWASP_ARGON2ID.passes),
  // Threads that hash passwords (default: every core but one); hashes that may wait for one.
  HASH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).optional(),
  TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  // One of the tenant folders (checked in loadConfig against those TENANTS_DIR holds).
  DEFAULT_TENANT: z.string().min(1).default('ngn'),
  // The folder holding one folder per tenant (default: the repository's tenants/).
  TENANTS_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(UPLOAD_MAX_BYTES),
  // Sign-ups one address may make in 10 minutes: raise it where many investors share an
  // address (a carrier's NAT, an office) or for a test run that registers dozens.
  SIGNUP_LIMIT: z.coerce.number().int().min(1).default(20),
  // Per user over the last 24 hours: how many files and how many bytes /app/upload accepts.
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).default(50),
  UPLOAD_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  // Uploads no record (KYC, deposit receipt) names are deleted, files included, once this old.
  UPLOAD_ORPHAN_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(24 * 3600 * 1000),
  // How often that sweep runs; 0 turns it off.
  UPLOAD_SWEEP_EVERY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3600 * 1000),
  // How often working orders are checked against the price (fills, triggers, expiry); 0 = off.
  ORDER_MATCH_EVERY_MS: z.coerce.number().int().min(0).default(1000),
  TRUST_PROXY: flag.default(false),
  // Set on every process of a cluster: ticks, login throttling and rate limits go through Redis.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // Namespaces channels and keys, so several deployments (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().min(1).default('trading:'),
  // With REDIS_URL, exactly one process should run the market simulation for the feed.
  MARKET_PRODUCER: flag.default(true),
  // Browser tests only: POST /__test/price sets an instrument's price (docs/decisions.md).
  TEST_PRICE_SEAM: z.literal('enabled').optional(),
  // Browser tests only: POST /__test/destinations-usable ends a user's cooling-off.
  TEST_DESTINATION_SEAM: z.literal('enabled').optional(),
  // Browser tests only: POST /__test/totp-clock moves a TOTP key's clock ahead.
  TEST_TOTP_CLOCK: z.literal('enabled').optional(),
  // Pages allowed to open /api/ws besides the tenant host's own: comma-separated origins.
  WS_ALLOWED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .pipe(
      z.array(
        z.string().refine(isOriginText, {
          message: 'each must be an origin such as https://app.example.com (no path)',
        }),
      ),
    )
    .default([]),
  // Where traces go (OTLP over HTTP, the collector's base URL: /v1/traces is added); unset, no
  // tracing code is even loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // Networks besides loopback whose scrapers may read /metrics: comma-separated CIDRs.
  METRICS_ALLOW: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter((c) => c !== ''),
    )
    .pipe(
      z.array(z.string().refine(isCidr, { message: 'each must be a network such as 10.0.0.0/8' })),
    )
    .default([]),
  // On SIGTERM /readyz answers 503 at once; requests are still served this long, so load
  // balancers see it and stop sending before the port closes (HAProxy's inter × fall, e.g. 3000).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // The whole stop (grace, in-flight requests, sockets, jobs) must end within this, or the
  // process exits 1 anyway.
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1_000).max(300_000).default(10_000),
  // Live-feed sockets one client address may hold open on one process.
  WS_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(WS_MAX_SOCKETS_PER_ADDRESS),
  // Where mail (password-reset links, account notices) is sent: smtp://user:pass@host:port or
  // smtps://…; unset: mails are written to the log instead (development and tests only).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trading <no-reply@localhost>'),
  // Seals TOTP keys at rest (AES-256-GCM); unset: the public development key, with a warning.
  SECRETS_KEY: z
    .string()
    .refine(isSecretsKey, {
      message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Undefined means embedded PGlite in `dataDir` (or in memory when `dataDir` is null). */
  databaseUrl: string | undefined;
  dataDir: string | null;
  uploadDir: string;
  webDist: string;
  consoleDist: string;
  serverRender: boolean;
  serverRenderDeadlineMs: number;
  serverRenderConcurrency: number;
  serverRenderQueue: number;
  logLevel: string;
  simSeed: string;
  marketSessions: 'always' | 'exchange';
  /** argon2id's cost for new hashes (older hashes keep theirs until their owner signs in). */
  argon2: Argon2Params;
  /** Password hashing threads. */
  hashWorkers: number;
  /** Hashes that may wait for a thread before the next is answered BUSY. */
  hashQueueLimit: number;
  tokenTtlSeconds: number;
  defaultTenant: string;
  /** Where the tenant folders are (TENANTS_DIR or the repository's tenants/). */
  tenantsDir: string;
  uploadMaxBytes: number;
  /** Sign-ups per address per 10 minutes. */
  signupLimit: number;
  /** Per user over a rolling 24 hours. */
  uploadDailyQuota: { files: number; bytes: number };
  uploadOrphanAfterMs: number;
  /** 0: no background sweep of unattached uploads. */
  uploadSweepEveryMs: number;
  /** 0: working orders are matched only when a caller runs matchOrders (tests). */
  orderMatchEveryMs: number;
  trustProxy: boolean;
  /** Undefined: a single process keeps ticks, login throttling and rate limits in memory. */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Whether this process computes the feed's ticks (always true without Redis). */
  marketProducer: boolean;
  /** POST /__test/price is served: browser tests drive the simulator's price. Never in a real start. */
  testPriceSeam: boolean;
  /** POST /__test/destinations-usable is served: browser tests skip the cooling-off. Never in a real start. */
  testDestinationSeam: boolean;
  /** POST /__test/totp-clock is served: browser tests get a key's next codes without waiting. Never in a real start. */
  testTotpClock: boolean;
  /** Origins allowed to open the live feed besides the tenant host's own. */
  wsAllowedOrigins: string[];
  wsMaxSocketsPerAddress: number;
  /** Networks (CIDR) besides loopback allowed to read /metrics. */
  metricsAllow: string[];
  /** The OTLP/HTTP collector traces are sent to; undefined: tracing off. */
  otlpEndpoint: string | undefined;
  /** How long a stopping process keeps serving after /readyz turned 503. */
  shutdownGraceMs: number;
  /** The stop's whole budget (grace included); past it the process is forced out. */
  shutdownDeadlineMs: number;
  /** Undefined: mails go to the log (mail/mailer.ts). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The key sealing secrets at rest (SECRETS_KEY, or the public development key). */
  secretsKey: Buffer;
  /** SECRETS_KEY was unset: the server warns at start that secrets are not protected. */
  secretsKeyIsDevelopment: boolean;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const absolute = (p: string) => (isAbsolute(p) ? p : resolve(process.cwd(), p));

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so `PORT= node …` falls back to the default instead of failing.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map(
        (i) =>
          `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(present[String(i.path[0])])})`,
      );
  // The tenants are the folders of TENANTS_DIR; DEFAULT_TENANT must name one of them.
  const tenantsDir = tenantFoldersDir(present);
  const tenantIds = tenantIdsIn(tenantsDir);
  const defaultTenant = present['DEFAULT_TENANT'] ?? 'ngn';
  if (!tenantIds.includes(defaultTenant)) {
    issues.push(
      `DEFAULT_TENANT: expected one of ${tenantIds.join(', ')} (got ${JSON.stringify(defaultTenant)})`,
    );
  }
  if (parsed.success && parsed.data.SHUTDOWN_GRACE_MS >= parsed.data.SHUTDOWN_DEADLINE_MS)
    issues.push('SHUTDOWN_GRACE_MS: must be shorter than SHUTDOWN_DEADLINE_MS');
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const e = parsed.data;
  // ":memory:" keeps PGlite in memory (tests, throwaway demos); uploads then go to a temp folder.
  const dataDir = e.DATA_DIR === ':memory:' ? null : absolute(e.DATA_DIR);
  const hashWorkers = e.HASH_WORKERS ?? defaultHashWorkers();
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadDir: absolute(
      e.UPLOAD_DIR ?? join(dataDir ?? join(tmpdir(), `trading-uploads-${process.pid}`), 'uploads'),
    ),
    webDist: absolute(e.WEB_DIST),
    consoleDist: absolute(e.CONSOLE_DIST),
    serverRender: e.SERVER_RENDER,
    serverRenderDeadlineMs: e.SERVER_RENDER_DEADLINE_MS,
    serverRenderConcurrency: e.SERVER_RENDER_CONCURRENCY,
    serverRenderQueue: e.SERVER_RENDER_QUEUE,
    logLevel: e.LOG_LEVEL,
    simSeed: e.SIM_SEED,
    marketSessions: e.MARKET_SESSIONS,
    argon2: { memoryKib: e.ARGON2_MEMORY_KIB, passes: e.ARGON2_PASSES },
    hashWorkers,
    hashQueueLimit: e.HASH_QUEUE_LIMIT ?? QUEUE_PER_WORKER * hashWorkers,
    tokenTtlSeconds: e.TOKEN_TTL,
    defaultTenant: e.DEFAULT_TENANT,
    tenantsDir,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    signupLimit: e.SIGNUP_LIMIT,
    uploadDailyQuota: { files: e.UPLOAD_DAILY_FILES, bytes: e.UPLOAD_DAILY_BYTES },
    uploadOrphanAfterMs: e.UPLOAD_ORPHAN_AFTER_MS,
    uploadSweepEveryMs: e.UPLOAD_SWEEP_EVERY_MS,
    orderMatchEveryMs: e.ORDER_MATCH_EVERY_MS,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    marketProducer: e.REDIS_URL === undefined || e.MARKET_PRODUCER,
    testPriceSeam: e.TEST_PRICE_SEAM === 'enabled',
    testDestinationSeam: e.TEST_DESTINATION_SEAM === 'enabled',
    testTotpClock: e.TEST_TOTP_CLOCK === 'enabled',
    wsAllowedOrigins: e.WS_ALLOWED_ORIGINS.map((o) => normalOrigin(o)!),
    wsMaxSocketsPerAddress: e.WS_MAX_SOCKETS_PER_ADDRESS,
    metricsAllow: e.METRICS_ALLOW,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'base64') : DEVELOPMENT_SECRETS_KEY,
    secretsKeyIsDevelopment: e.SECRETS_KEY === undefined,
  };
}
