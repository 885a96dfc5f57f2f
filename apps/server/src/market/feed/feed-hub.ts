import {
  ErrorCode,
  parseClientMessage,
  WS_AUTH_WINDOW_MS,
  WS_MAX_AUTH_PER_WINDOW,
  WS_MAX_SOCKETS_PER_ADDRESS,
  WS_MAX_SUBSCRIPTIONS,
  WsCode,
  type Market,
  type WsSymbol,
} from '@trading/contract';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import { findInstrument, type Instrument } from '../instruments.js';
import type { MarketSim } from '../sim/market-sim.js';
import { SubscriptionRegistry } from './subscription-registry.js';
import { textFrame } from './text-frame.js';
import { UserSockets } from './user-sockets.js';
import { createMarketAnnouncer } from './market-announcer.js';
import { createTickSchedule, type TickFrame, type TopicKind } from './tick-schedule.js';
import { topicOf } from './topics.js';

export interface FeedHubOptions {
  sim: MarketSim;
  /** Market time (epoch ms) the ticks are computed for. Idle detection uses real time. */
  clock?: () => number;
  /** Each subscribed symbol ticks once per interval, at its own phase within it. */
  intervalMs?: number;
  /** A socket that sends nothing (not even PING) for this long is closed. */
  idleTimeoutMs?: number;
  /** Most symbols one socket may hold; past it SUBSCRIBE is refused (WsCode.TOO_MANY_SUBSCRIPTIONS). */
  maxSymbolsPerSocket?: number;
  /** Most sockets one client address may hold here; one more is closed with WsCode.TOO_MANY_SOCKETS. */
  maxSocketsPerAddress?: number;
  /** Ticks are skipped, never queued, for a socket with more than this many bytes unsent. */
  maxBufferedBytes?: number;
  lookup?: (symbol: string, exchange: Market) => Instrument | undefined;
  /**
   * `local` (default): the hub computes ticks for the topics its sockets subscribe to.
   * `external`: it computes none; ticks arrive through `deliver` (a cluster's Redis bus).
   */
  ticks?: 'local' | 'external';
  /** Where locally computed ticks go. Defaults to this hub's own `deliver`. */
  publish?: (ticks: TickFrame[]) => void;
  /** Told, for each batch written to a socket, how long after its oldest tick was due (ms). */
  onDelivered?: (lagMs: number) => void;
  /**
   * Checks an AUTH frame's session token for the socket's tenant. Without it AUTH is refused
   * (a feed of market data only).
   */
  authenticate?: (tenantId: string, token: string) => Promise<FeedAuthResult>;
}

/** The signed-in user of a token, or the session-ended error to answer with. */
export type FeedAuthResult = { ok: true; userId: number } | { ok: false; code: number };

export interface FeedHub {
  /**
   * Takes over a connected socket: messages, subscriptions, idle timeout, cleanup. With the
   * client's `address`, a socket past the per-address cap is closed at once instead.
   */
  attach(socket: WebSocket, address?: string, tenantId?: string): void;
  /**
   * Sends one text frame to every socket of the user on this process (after AUTH) whose session
   * is still valid; a signed-out one is told so instead and gets no more.
   */
  sendToUser(tenantId: string, userId: number, payload: string): void;
  /**
   * Sends each pre-serialised frame to every local subscriber of its topic ("US:AAPL"),
   * several frames to one socket in one write.
   */
  deliver(ticks: readonly TickFrame[]): void;
  stats(): { sockets: number; topics: number };
  /** Stops the timers and closes every socket (1001 going away). */
  close(): void;
}

/** Close code for a socket dropped for silence (application range 4000–4999). */
export const IDLE_CLOSE_CODE = WsCode.IDLE;
const MAX_FRAME_BYTES = 32 * 1024;
/** Text frames, and never compressed: one Buffer is shared by every recipient as is. */
const TEXT_FRAME = { binary: false, compress: false } as const;
const PONG = Buffer.from(JSON.stringify({ event: 'pong' }));
const AUTH_OK = Buffer.from(JSON.stringify({ event: 'auth' }));

/**
 * ws keeps its TCP socket private. Without a negotiated extension (no compression) ws
 * writes each send straight to it, so whole pre-built frames written there directly
 * interleave correctly with ws's own (pongs, errors, close).
 */
function plainTcpOf(socket: WebSocket): Socket | undefined {
  if (socket.extensions !== '') return undefined;
  return (socket as unknown as { _socket?: Socket })._socket;
}

function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export function createFeedHub(options: FeedHubOptions): FeedHub {
  const {
    sim,
    clock = Date.now,
    intervalMs = 1_000,
    idleTimeoutMs = 15_000,
    maxSymbolsPerSocket = WS_MAX_SUBSCRIPTIONS,
    maxSocketsPerAddress = WS_MAX_SOCKETS_PER_ADDRESS,
    maxBufferedBytes = 1024 * 1024,
    lookup = findInstrument,
    ticks = 'local',
  } = options;
  const registry = new SubscriptionRegistry<WebSocket>();
  const lastHeard = new Map<WebSocket, number>();
  /** Sockets per client address, and each counted socket's address (to count it down once). */
  const perAddress = new Map<string, number>();
  const addressOf = new Map<WebSocket, string>();
  const tenantOf = new Map<WebSocket, string>();
  /** The session token each signed-in socket sent, checked again before every push. */
  const tokenOf = new Map<WebSocket, string>();
  /** When each of a socket's recent AUTH frames came (performance.now), oldest first. */
  const authTimes = new Map<WebSocket, number[]>();
  const users = new UserSockets<WebSocket>();

  // Each market's state, to its subscribers when it changes (none on the 24 h market).
  const announcer = createMarketAnnouncer({
    sessions: sim.sessions,
    clock,
    announce(market, frame) {
      const prefix = `${market}:`;
      for (const socket of registry.socketsWhere((topic) => topic.startsWith(prefix)))
        if (socket.readyState === 1) socket.send(frame, TEXT_FRAME);
    },
  });

  function deliver(ticks: readonly TickFrame[]): void {
    announcer.catchUp();
    // Each tick is framed once, and each socket gets its ticks of the batch in one write.
    const framed: (Buffer | undefined)[] = [];
    const due = new Map<WebSocket, number[]>();
    ticks.forEach(({ topic }, n) => {
      const sockets = registry.subscribers(topic);
      if (!sockets) return;
      for (const socket of sockets) {
        if (socket.readyState !== 1 || socket.bufferedAmount > maxBufferedBytes) continue;
        const list = due.get(socket);
        if (list) list.push(n);
        else due.set(socket, [n]);
      }
    });
    for (const [socket, list] of due) {
      const tcp = plainTcpOf(socket);
      if (!tcp) {
        for (const n of list) socket.send(ticks[n]!.payload, TEXT_FRAME);
        continue;
      }
      const frames = list.map((n) => (framed[n] ??= textFrame(ticks[n]!.payload)));
      tcp.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
    }
    if (due.size > 0 && options.onDelivered) {
      const dueAt = Math.min(...ticks.map((tick) => tick.dueAt ?? Infinity));
      if (dueAt !== Infinity) options.onDelivered(Date.now() - dueAt);
    }
  }
  const schedule =
    ticks === 'local'
      ? createTickSchedule({ sim, clock, intervalMs, emit: options.publish ?? deliver })
      : undefined;

  function sendError(socket: WebSocket, code: number, msg: string): void {
    if (socket.readyState === 1) socket.send(JSON.stringify({ event: 'error', code, msg }));
  }

  function forget(socket: WebSocket): void {
    lastHeard.delete(socket);
    tenantOf.delete(socket);
    tokenOf.delete(socket);
    authTimes.delete(socket);
    users.unbind(socket);
    const address = addressOf.get(socket);
    if (address !== undefined) {
      addressOf.delete(socket);
      const left = perAddress.get(address)! - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    }
    for (const topic of registry.removeSocket(socket)) schedule?.remove(topic);
  }

  function dropIdle(): void {
    const cutoff = performance.now() - idleTimeoutMs;
    for (const [socket, heard] of lastHeard) {
      if (heard >= cutoff) continue;
      forget(socket);
      socket.close(IDLE_CLOSE_CODE, 'idle timeout');
    }
  }

  function subscribe(socket: WebSocket, symbols: WsSymbol[], kind: TopicKind): void {
    const unknown: string[] = [];
    const refused: string[] = [];
    const newMarkets = new Set<Market>();
    for (const s of symbols) {
      const topic = topicOf(s, kind);
      const instrument = lookup(s.symbol, s.exchange);
      if (!instrument) {
        unknown.push(topic);
        continue;
      }
      if (registry.has(socket, topic)) continue;
      // Refused, not closed: the symbols already held keep ticking (docs/decisions.md).
      if (registry.topicCount(socket) >= maxSymbolsPerSocket) {
        refused.push(topic);
        continue;
      }
      if (kind === 'tick' && !registry.holdsAny(socket, (t) => t.startsWith(`${s.exchange}:`)))
        newMarkets.add(s.exchange);
      if (registry.add(socket, topic)) schedule?.add(topic, instrument, kind);
    }
    // A socket learns a market's state with its first symbol there: before any tick, or
    // instead of ticks while the market is closed.
    for (const market of newMarkets) {
      const frame = announcer.frameFor(market);
      if (frame) socket.send(frame, TEXT_FRAME);
    }
    if (refused.length > 0)
      sendError(
        socket,
        WsCode.TOO_MANY_SUBSCRIPTIONS,
        `at most ${maxSymbolsPerSocket} symbols per connection; not subscribed: ${refused.join(', ')}`,
      );
    if (unknown.length > 0)
      sendError(socket, ErrorCode.NOT_FOUND, `unknown symbols: ${unknown.join(', ')}`);
  }

  function unsubscribe(socket: WebSocket, symbols: WsSymbol[], kind: TopicKind): void {
    for (const s of symbols) {
      const topic = topicOf(s, kind);
      if (registry.remove(socket, topic)) schedule?.remove(topic);
    }
  }

  /** Counts an AUTH frame; false (and the socket closed) when it is one too many. */
  function mayAuthenticate(socket: WebSocket): boolean {
    const now = performance.now();
    const recent = (authTimes.get(socket) ?? []).filter((t) => t > now - WS_AUTH_WINDOW_MS);
    recent.push(now);
    authTimes.set(socket, recent);
    if (recent.length <= WS_MAX_AUTH_PER_WINDOW) return true;
    forget(socket);
    socket.close(WsCode.TOO_MANY_AUTH, 'too many sign-ins on this connection');
    return false;
  }

  async function signIn(socket: WebSocket, token: string): Promise<void> {
    const tenantId = tenantOf.get(socket);
    if (tenantId === undefined || !options.authenticate)
      return sendError(socket, ErrorCode.FORBIDDEN, 'this feed takes no sign-in');
    const result = await options.authenticate(tenantId, token);
    // The socket may have closed while the session was looked up.
    if (!lastHeard.has(socket)) return;
    if (!result.ok) {
      signOut(socket);
      return sendError(socket, result.code, 'session ended');
    }
    users.bind(socket, tenantId, result.userId);
    tokenOf.set(socket, token);
    socket.send(AUTH_OK, TEXT_FRAME);
  }

  function signOut(socket: WebSocket): void {
    users.unbind(socket);
    tokenOf.delete(socket);
  }

  /**
   * A session signed out since its AUTH (here or on another device) gets nothing more: the
   * token is checked again (a cached lookup; revocations reach every process's cache at once).
   */
  async function push(socket: WebSocket, tenantId: string, userId: number, payload: string) {
    const token = tokenOf.get(socket);
    if (token === undefined || !options.authenticate) return;
    const result = await options.authenticate(tenantId, token);
    if (!result.ok || result.userId !== userId) {
      signOut(socket);
      if (!result.ok) sendError(socket, result.code, 'session ended');
      return;
    }
    if (socket.readyState === 1) socket.send(payload, TEXT_FRAME);
  }

  function onMessage(socket: WebSocket, data: RawData): void {
    lastHeard.set(socket, performance.now());
    try {
      handle(socket, data);
    } catch (error) {
      // A bug in handling one frame must not take the process (and every socket) down.
      sendError(
        socket,
        ErrorCode.INTERNAL,
        error instanceof Error ? error.message : 'internal error',
      );
    }
  }

  function handle(socket: WebSocket, data: RawData): void {
    const text = frameText(data);
    if (text.length > MAX_FRAME_BYTES)
      return sendError(socket, ErrorCode.VALIDATION, 'message too large');
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return sendError(socket, ErrorCode.VALIDATION, parsed.error);
    const message = parsed.message;
    if (message.action === 'PING') socket.send(PONG, TEXT_FRAME);
    else if (message.action === 'SUBSCRIBE') subscribe(socket, message.symbols, 'tick');
    else if (message.action === 'UNSUBSCRIBE') unsubscribe(socket, message.symbols, 'tick');
    else if (message.action === 'SUBSCRIBE_DEPTH') subscribe(socket, message.symbols, 'depth');
    else if (message.action === 'UNSUBSCRIBE_DEPTH') unsubscribe(socket, message.symbols, 'depth');
    else if (mayAuthenticate(socket))
      signIn(socket, message.token).catch(() =>
        sendError(socket, ErrorCode.INTERNAL, 'sign-in could not be checked'),
      );
  }

  const idleTimer = setInterval(
    dropIdle,
    Math.max(10, Math.min(1_000, Math.floor(idleTimeoutMs / 4))),
  );
  idleTimer.unref();

  return {
    attach(socket, address, tenantId) {
      // An 'error' is always followed by 'close'; listening keeps it from being thrown.
      socket.on('error', () => {});
      if (address !== undefined) {
        const open = perAddress.get(address) ?? 0;
        if (open >= maxSocketsPerAddress) {
          socket.close(WsCode.TOO_MANY_SOCKETS, 'too many connections from this address');
          return;
        }
        perAddress.set(address, open + 1);
        addressOf.set(socket, address);
      }
      lastHeard.set(socket, performance.now());
      if (tenantId !== undefined) tenantOf.set(socket, tenantId);
      socket.on('message', (data) => onMessage(socket, data));
      socket.on('close', () => forget(socket));
    },
    deliver,
    sendToUser(tenantId, userId, payload) {
      for (const socket of [...(users.socketsOf(tenantId, userId) ?? [])])
        push(socket, tenantId, userId, payload).catch(() => {});
    },
    stats: () => ({ sockets: lastHeard.size, topics: registry.topics }),
    close() {
      schedule?.close();
      announcer.close();
      clearInterval(idleTimer);
      for (const socket of [...lastHeard.keys()]) {
        forget(socket);
        socket.close(1001, 'server shutting down');
      }
    },
  };
}
