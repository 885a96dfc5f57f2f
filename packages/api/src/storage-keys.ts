/** What the client keeps on the device (localStorage), by key. */
export const STORAGE_KEYS = {
  token: 'token',
  searchHistory: 'searchHistory',
  language: 'language',
  /** Prefix: each user's chart indicator parameters sit under `indicatorParams:<user>`. */
  indicatorParams: 'indicatorParams',
} as const;
