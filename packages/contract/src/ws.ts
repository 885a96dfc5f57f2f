import { z } from 'zod';
import { MarketStatus } from './domains/market-status.js';
import { SecurityNotification } from './domains/security.js';
import { Market } from './enums.js';
import { MarketNumber, TimestampSec } from './money.js';
import { DEPTH_LEVELS, WS_MAX_SYMBOLS } from './ws-rules.js';

export const WsSymbol = z.object({ symbol: z.string().min(1).max(32), exchange: Market });
export type WsSymbol = z.infer<typeof WsSymbol>;

const symbols = z.array(WsSymbol).min(1).max(WS_MAX_SYMBOLS);

export const PingMessage = z.object({ action: z.literal('PING') });
export const SubscribeMessage = z.object({ action: z.literal('SUBSCRIBE'), symbols });
export const UnsubscribeMessage = z.object({ action: z.literal('UNSUBSCRIBE'), symbols });
/**
 * Asks for the five-level order book of the symbols (`depth` events, one per symbol per tick
 * interval while its market trades). Held apart from SUBSCRIBE: a watchlist's ticks never
 * carry books nobody shows. Counts against the same WS_MAX_SUBSCRIPTIONS as ticks.
 */
export const SubscribeDepthMessage = z.object({ action: z.literal('SUBSCRIBE_DEPTH'), symbols });
export const UnsubscribeDepthMessage = z.object({
  action: z.literal('UNSUBSCRIBE_DEPTH'),
  symbols,
});
/**
 * Names the signed-in user on this socket (a browser cannot set headers on a WebSocket): the
 * session token, as the API's Token header carries it. Answered by an `auth` event, or an error
 * event with a session-ended code; from then on the user's notifications arrive on the socket.
 * Market data needs no AUTH.
 */
export const AuthMessage = z.object({
  action: z.literal('AUTH'),
  token: z.string().min(1).max(512),
});

/** Messages the client sends. */
export const ClientMessage = z.discriminatedUnion('action', [
  PingMessage,
  SubscribeMessage,
  UnsubscribeMessage,
  SubscribeDepthMessage,
  UnsubscribeDepthMessage,
  AuthMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export const PongEvent = z.object({ event: z.literal('pong') });
/**
 * A live tick; `timestamp` is in epoch SECONDS (the spec's only seconds field). `volume` is what
 * traded since this symbol's previous tick on this socket (or since it was subscribed), never the
 * day's running total: a client adds it to the current candle.
 */
export const TickEvent = z.object({
  event: z.literal('tick'),
  symbol: z.string(),
  exchange: Market,
  timestamp: TimestampSec,
  price: MarketNumber,
  volume: MarketNumber,
  priceChange: MarketNumber,
  percentChange: MarketNumber,
});
export type TickEvent = z.infer<typeof TickEvent>;

/** One price level of the book: a price on the tick and the shares waiting there. */
export const DepthLevel = z.object({ price: MarketNumber, quantity: z.int().positive() });
export type DepthLevel = z.infer<typeof DepthLevel>;
/**
 * The order book around the last trade `price`: bids best (highest) first, all below it; asks
 * best (lowest) first, none below it (ws-rules.ts: DEPTH_LEVELS levels at most a side). Totals
 * are the sums of the levels sent.
 */
export const DepthEvent = z.object({
  event: z.literal('depth'),
  symbol: z.string(),
  exchange: Market,
  timestamp: TimestampSec,
  price: MarketNumber,
  bids: z.array(DepthLevel).max(DEPTH_LEVELS),
  asks: z.array(DepthLevel).max(DEPTH_LEVELS),
  totalBidQuantity: z.int().nonnegative(),
  totalAskQuantity: z.int().nonnegative(),
});
export type DepthEvent = z.infer<typeof DepthEvent>;
/**
 * A refused frame; the socket stays open. `code` is an `ErrorCode` (VALIDATION, NOT_FOUND,
 * INTERNAL) or `WsCode.TOO_MANY_SUBSCRIPTIONS` (ws-rules.ts, with the feed's close codes).
 */
export const ErrorEvent = z.object({ event: z.literal('error'), code: z.int(), msg: z.string() });

/** AUTH accepted: the user's notifications now reach this socket. */
export const AuthEvent = z.object({ event: z.literal('auth') });
/** A new in-app notification of the socket's user (a price alert, a security notice). */
export const NotificationEvent = z.object({
  event: z.literal('notification'),
  notification: SecurityNotification,
});
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/**
 * A market's state (open, pre-open, break, closed until …): sent for each market of a SUBSCRIBE
 * and again to its subscribers whenever it changes — no tick flows while a market is closed.
 */
export const MarketEvent = MarketStatus.extend({ event: z.literal('market') });
export type MarketEvent = z.infer<typeof MarketEvent>;

/** Messages the server sends. */
export const ServerMessage = z.discriminatedUnion('event', [
  PongEvent,
  TickEvent,
  MarketEvent,
  DepthEvent,
  ErrorEvent,
  AuthEvent,
  NotificationEvent,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: string };

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): ParseResult<T> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'invalid JSON' };
    }
  }
  const r = schema.safeParse(value);
  return r.success ? { ok: true, message: r.data } : { ok: false, error: z.prettifyError(r.error) };
}

/** Parses a client frame (a JSON string or an already-parsed value). */
export function parseClientMessage(raw: unknown): ParseResult<ClientMessage> {
  return parseWith(ClientMessage, raw);
}

/** Parses a server frame (a JSON string or an already-parsed value). */
export function parseServerMessage(raw: unknown): ParseResult<ServerMessage> {
  return parseWith(ServerMessage, raw);
}
