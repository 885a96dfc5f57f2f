/** A public read's answer as the page renderer needs it. */
export interface CachedRead {
  status: number;
  body: Buffer;
  contentType: string;
}

/**
 * Public reads (no session token) shared between server renders for a moment. A busy home
 * page otherwise answers the same six market reads once per visitor; with the cache, visitors
 * arriving together share one answer (concurrent misses wait on the same read) and the page's
 * prices are at most `ttlMs` older than the live feed that takes over in the browser.
 */
export function publicReadCache(ttlMs: number, now: () => number = Date.now, maxEntries = 500) {
  const entries = new Map<string, { expires: number; read: Promise<CachedRead> }>();

  const dropExpired = (at: number) => {
    for (const [key, entry] of entries) if (entry.expires <= at) entries.delete(key);
  };

  return {
    get(key: string, read: () => Promise<CachedRead>): Promise<CachedRead> {
      const at = now();
      const known = entries.get(key);
      if (known && known.expires > at) return known.read;
      if (entries.size >= maxEntries) dropExpired(at);
      const entry = { expires: at + ttlMs, read: read() };
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      // Only a whole, successful answer is shared: an error is the one visitor's.
      const pending = entry.read.then((answer) => {
        if (answer.status !== 200) forget();
        return answer;
      });
      pending.catch(forget);
      if (entries.size < maxEntries) entries.set(key, entry);
      return pending;
    },
  };
}

export type PublicReadCache = ReturnType<typeof publicReadCache>;
