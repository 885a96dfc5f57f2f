/** What the client keeps on the device (localStorage), by key. */
export const STORAGE_KEYS = {
  token: 'token',
  searchHistory: 'searchHistory',
  language: 'language',
  /** Prefix: each user's chart indicator parameters sit under `indicatorParams:<user>`. */
  indicatorParams: 'indicatorParams',
  /** How many visits (browser sessions) this device has paid; the install offer waits for two. */
  installVisits: 'installVisits',
  /** Set once the user turns the install offer down: it is never made again. */
  installDismissed: 'installDismissed',
  /** The last answers of the reads the app shows offline, for one session (see apps/web/src/offline). */
  offlineData: 'offlineData',
} as const;
