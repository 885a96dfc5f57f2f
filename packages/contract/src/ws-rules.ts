import type { WsSymbol } from './ws.js';

/** Path of the live feed, under the page origin. */
export const WS_PATH = '/api/ws';
/** The client sends PING this often. */
export const PING_INTERVAL_MS = 5_000;
/** Most symbols one SUBSCRIBE/UNSUBSCRIBE may carry. */
export const WS_MAX_SYMBOLS = 200;

/** Key of a subscription ("NSENG:DANGCEM"). */
export function symbolKey(s: WsSymbol): string {
  return `${s.exchange}:${s.symbol}`;
}
