import type { WsSymbol } from './ws.js';

/** Path of the live feed, under the page origin. */
export const WS_PATH = '/api/ws';
/** Price levels a side of a `depth` event carries at most (the five a broker's page shows). */
export const DEPTH_LEVELS = 5;
/** The client sends PING this often. */
export const PING_INTERVAL_MS = 5_000;
/** Most symbols one SUBSCRIBE/UNSUBSCRIBE may carry. */
export const WS_MAX_SYMBOLS = 200;
/**
 * Most symbols one socket may be subscribed to at once. A SUBSCRIBE that would go past it is
 * refused from that symbol on with an error event coded `WsCode.TOO_MANY_SUBSCRIPTIONS`; the
 * socket stays open and keeps what it had. One full SUBSCRIBE always fits on a fresh socket.
 */
export const WS_MAX_SUBSCRIPTIONS = 200;
/**
 * Most feed sockets one client address may hold open on one server process (the server's
 * default; `WS_MAX_SOCKETS_PER_ADDRESS` changes it). The app opens one per tab.
 */
export const WS_MAX_SOCKETS_PER_ADDRESS = 20;

/**
 * Most AUTH frames one socket may send in WS_AUTH_WINDOW_MS. The app sends one when it opens
 * the socket and one when its session token changes; each AUTH costs a session lookup, so a
 * socket past this is closed with WsCode.TOO_MANY_AUTH.
 */
export const WS_MAX_AUTH_PER_WINDOW = 5;
export const WS_AUTH_WINDOW_MS = 60_000;

/**
 * Codes of the live feed beyond the API's `ErrorCode`. Close codes sit in RFC 6455's private
 * range (4000–4999), each echoing the HTTP status it resembles; a client acts on the code (a
 * browser worker passes on only the code), the reason is for people.
 *
 * A page from a foreign origin is refused before the upgrade (HTTP 403): no socket opens, so a
 * browser reports close code 1006.
 */
export const WsCode = {
  /** Close: nothing heard (not even PING) for the idle timeout. Reconnect. */
  IDLE: 4408,
  /**
   * Close, right after opening: this address already holds the most feed sockets allowed.
   * Reconnecting cannot help until one of them closes, so a client must not retry on a timer.
   */
  TOO_MANY_SOCKETS: 4429,
  /**
   * Error event (`{event:'error', code: 4413}`), not a close: the socket already holds
   * WS_MAX_SUBSCRIPTIONS symbols; the symbols listed in `msg` were not subscribed.
   */
  TOO_MANY_SUBSCRIPTIONS: 4413,
  /** Close: more than WS_MAX_AUTH_PER_WINDOW AUTH frames in WS_AUTH_WINDOW_MS. Not retried. */
  TOO_MANY_AUTH: 4430,
} as const;

/**
 * Close codes after which a client must not reconnect by itself: the server refused this
 * client (1008 policy violation, too many sockets or sign-ins), and the same attempt would be refused
 * again. Any other close (idle, going away, network) is retried with backoff.
 */
export const WS_REFUSED_CLOSE_CODES: readonly number[] = [
  1008,
  WsCode.TOO_MANY_SOCKETS,
  WsCode.TOO_MANY_AUTH,
];

/** Key of a subscription ("NSENG:DANGCEM"). */
export function symbolKey(s: WsSymbol): string {
  return `${s.exchange}:${s.symbol}`;
}
