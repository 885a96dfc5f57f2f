import type { Config } from './config/config';
import type { Db } from './db/database';
import type { FeedHub } from './market/feed/feed-hub';
import type { UserEventBus } from './live/user-event-bus';
import type { MarketData } from './stocks/market-data';
import type { AccountSummaryProvider } from './identity/account-summary';
import type { LoginThrottle } from './identity/login-throttle';
import type { PasswordHasher } from './identity/password-hasher';
import type { SessionCache } from './identity/session-cache';
import type { LastSeen } from './identity/last-seen';
import type { TenantRegistry } from './tenants/tenant-registry';
import type { FileStore } from './uploads/file-store';
import type { SecretBox } from './security/secret-box';
import type { Mailer } from './mail/mailer';
import type { FileUrls } from './uploads/upload-url';
import type { JobBoard } from './background/job-board';
import type { OrderMeter } from './metrics/order-metrics';
import type { TotpClock } from './identity/totp-test-clock';

/** What handlers reach through their context. Built once per app in app.ts. */
export interface Services {
  config: Config;
  db: Db;
  /** Session lookups for authentication; revoke through the repository, then forget here. */
  sessions: SessionCache;
  /** Moves a session's last-seen time, at most once a minute per process. */
  lastSeen: LastSeen;
  tenants: TenantRegistry;
  hasher: PasswordHasher;
  loginThrottle: LoginThrottle;
  files: FileStore;
  market: MarketData;
  feed: FeedHub;
  /** Pushes a frame to one user's open sockets on every process. */
  userEvents: UserEventBus;
  /** The time for second-factor steps, throttles and cooling-off (tests inject one). */
  now: () => number;
  /** Moves second-factor codes' time per key: zero but in a browser-test start (TEST_TOTP_CLOCK). */
  totpClock: TotpClock;
  /** Seals secrets kept at rest (TOTP keys) with the configured key. */
  secrets: SecretBox;
  /** Signs the urls of investors' files (KYC, receipts) for their owner and staff. */
  fileUrls: FileUrls;
  /** Signs the download links of an investor's contract notes and statements (documents/). */
  documentUrls: FileUrls;
  /** Mail to the user's own address (password resets, notices). */
  mailer: Mailer;
  /** Replaced by the money module (see identity/account-summary). */
  accountSummary: AccountSummaryProvider;
  /** How this process's background jobs fare, for /readyz. */
  jobs: JobBoard;
  /** Counts orders placed, filled and refused, for /metrics. */
  orderMeter: OrderMeter;
}
