/**
 * Which pages may open the live feed. A browser always sends `Origin` on a WebSocket handshake
 * and the same-origin policy does not apply to WebSockets, so without this check any site a
 * user visits could open the feed from the user's browser.
 */
export interface FeedOriginOptions {
  /** Exact origins allowed besides the tenant host's own (`WS_ALLOWED_ORIGINS`). */
  allowedOrigins?: readonly string[];
  /**
   * Also allow pages served from loopback names (localhost, *.localhost, 127.0.0.1, [::1]):
   * the Vite dev server proxies /api/ws with its own origin. Off in production.
   */
  allowLoopbackOrigins?: boolean;
}

/** `http(s)://host[:port]` as browsers send it (lower case, no default port), or undefined. */
export function normalOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Whether `text` is an origin alone (`https://app.example.com[:port]`, no path, query or user). */
export function isOriginText(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

function isLoopback(origin: string): boolean {
  const { hostname } = new URL(origin);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/**
 * Decides one handshake. `origin` is the request's Origin header; `hosts` the host(s) the
 * request came to (the Host header, and the forwarded host behind a trusted proxy).
 *
 * - No Origin (or an empty one): allowed. Only browsers send it, and it protects browser users
 *   only; native apps, our tests and proxies without it cannot be told apart from a script that
 *   would forge any Origin anyway. The per-address and per-socket caps still apply to them.
 * - `http://` or `https://` plus the host the request came to: the tenant's own page (each
 *   tenant is served on its own hosts, and the tenant is resolved from this same Host).
 * - One of `allowedOrigins`, or a loopback page when `allowLoopbackOrigins`.
 * - Anything else, `null` (sandboxed frames, file: pages) included: refused.
 */
export function isFeedOriginAllowed(
  origin: string | undefined,
  hosts: readonly (string | undefined)[],
  options: FeedOriginOptions = {},
): boolean {
  if (origin === undefined || origin === '') return true;
  const asked = normalOrigin(origin);
  if (asked === undefined) return false;
  for (const host of hosts) {
    if (!host) continue;
    if (asked === normalOrigin(`http://${host}`) || asked === normalOrigin(`https://${host}`))
      return true;
  }
  if (options.allowedOrigins?.some((allowed) => normalOrigin(allowed) === asked)) return true;
  return options.allowLoopbackOrigins === true && isLoopback(asked);
}
