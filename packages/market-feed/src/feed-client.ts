import {
  PING_INTERVAL_MS,
  readServerMessage,
  symbolKey,
  WS_MAX_SYMBOLS,
  WS_REFUSED_CLOSE_CODES,
  type ClientMessage,
  type DepthEvent,
  type SecurityNotification,
  type TickEvent,
  type WsSymbol,
} from '@trading/contract';
import type { FeedStatus } from './feed-status.js';
import { feedUrl } from './feed-url.js';
import { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './reconnect-backoff.js';
import { SubscriptionBook } from './subscription-book.js';
import {
  WEB_SOCKET_OPEN,
  type WebSocketConstructor,
  type WebSocketLike,
} from './web-socket-like.js';

/** An `{event:'error'}` frame from the server. */
export interface FeedServerError {
  code: number;
  msg: string;
}

/** The page-visibility source; `document` in a browser. */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface FeedClientOptions {
  /** Defaults to `/api/ws` under the page origin. */
  url?: string;
  /** Defaults to the global `WebSocket`; tests in Node pass the `ws` package's class. */
  WebSocket?: WebSocketConstructor;
  pingIntervalMs?: number;
  /** Nothing heard (not even a pong) for this long means a dead socket: reconnect. 0 disables. */
  idleTimeoutMs?: number;
  backoff?: BackoffOptions;
  /** How long the page may stay hidden before the socket is closed. */
  hiddenGraceMs?: number;
  /** Defaults to `document` when there is one; null disables pausing. */
  visibility?: VisibilitySource | null;
}

export type TickListener = (tick: TickEvent, key: string) => void;
export type DepthListener = (depth: DepthEvent) => void;
export type NotificationListener = (notification: SecurityNotification) => void;

const DEFAULT_HIDDEN_GRACE_MS = 10_000;
const ignoreError = (): void => {};
const NORMAL_CLOSURE = 1000;

/**
 * The live-feed connection: one socket per app, shared by every screen through reference-
 * counted subscriptions. It pings, reconnects with backoff and re-subscribes, and closes while
 * the page is hidden. A close that refuses this client (the contract's `WS_REFUSED_CLOSE_CODES`)
 * is not retried on a timer: status `refused` until the page is shown again after being hidden.
 * Call {@link connect} once; {@link close} stops everything.
 */
export class FeedClient {
  private readonly url: string;
  private readonly Socket: WebSocketConstructor;
  private readonly pingIntervalMs: number;
  private readonly idleTimeoutMs: number;
  private readonly backoff: BackoffOptions;
  private readonly hiddenGraceMs: number;
  private readonly visibility: VisibilitySource | null;

  private readonly book = new SubscriptionBook();
  /** Order-book subscriptions, counted apart from ticks (SUBSCRIBE_DEPTH). */
  private readonly depthBook = new SubscriptionBook();
  private readonly depthListeners = new Map<string, Set<DepthListener>>();
  private readonly tickListeners = new Set<TickListener>();
  private readonly symbolListeners = new Map<string, Set<(tick: TickEvent) => void>>();
  private readonly errorListeners = new Set<(error: FeedServerError) => void>();
  private readonly statusListeners = new Set<(status: FeedStatus) => void>();
  private readonly notificationListeners = new Set<NotificationListener>();
  /** The signed-in user's session token, sent as AUTH on every (re)connect. */
  private token: string | null = null;

  private currentStatus: FeedStatus = 'closed';
  private socket: WebSocketLike | null = null;
  private attempt = 0;
  private lastHeardAt = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private flushQueued = false;

  constructor(options: FeedClientOptions = {}) {
    this.url = options.url ?? feedUrl(globalThis.location);
    this.Socket = options.WebSocket ?? globalThis.WebSocket;
    this.pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 3 * this.pingIntervalMs;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.hiddenGraceMs = options.hiddenGraceMs ?? DEFAULT_HIDDEN_GRACE_MS;
    this.visibility =
      options.visibility !== undefined ? options.visibility : (globalThis.document ?? null);
  }

  get status(): FeedStatus {
    return this.currentStatus;
  }

  connect(): void {
    if (this.currentStatus !== 'closed') return;
    this.visibility?.addEventListener('visibilitychange', this.onVisibilityChange);
    this.setStatus('connecting');
    this.openSocket();
    if (this.visibility?.visibilityState === 'hidden') this.onVisibilityChange();
  }

  close(): void {
    if (this.currentStatus === 'closed') return;
    this.visibility?.removeEventListener('visibilitychange', this.onVisibilityChange);
    clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    this.dropSocket();
    this.setStatus('closed');
  }

  /**
   * Asks for ticks of a symbol until the returned function is called. Holders are counted:
   * UNSUBSCRIBE goes out only when the last one lets go. Requests made before the socket opens
   * (or while it is down) are sent on open.
   */
  subscribe(symbol: WsSymbol): () => void {
    this.book.acquire(symbol);
    this.queueFlush();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.book.release(symbol);
      this.queueFlush();
    };
  }

  /**
   * Asks for the order book of a symbol and hands each `depth` event to `listener` until the
   * returned function is called; holders are counted as for {@link subscribe}.
   */
  subscribeDepth(symbol: WsSymbol, listener: DepthListener): () => void {
    const key = symbolKey(symbol);
    let listeners = this.depthListeners.get(key);
    if (listeners === undefined) {
      listeners = new Set();
      this.depthListeners.set(key, listeners);
    }
    const own = listeners;
    own.add(listener);
    this.depthBook.acquire(symbol);
    this.queueFlush();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      own.delete(listener);
      if (own.size === 0 && this.depthListeners.get(key) === own) this.depthListeners.delete(key);
      this.depthBook.release(symbol);
      this.queueFlush();
    };
  }

  /** Every tick, with its symbol key; returns the remover. */
  onTick(listener: TickListener): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  /** Ticks of one symbol; does not subscribe by itself. Returns the remover. */
  onSymbolTick(symbol: WsSymbol, listener: (tick: TickEvent) => void): () => void {
    const key = symbolKey(symbol);
    let listeners = this.symbolListeners.get(key);
    if (listeners === undefined) {
      listeners = new Set();
      this.symbolListeners.set(key, listeners);
    }
    const own = listeners;
    own.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.symbolListeners.get(key) === own) this.symbolListeners.delete(key);
    };
  }

  /**
   * Names the signed-in user (their session token) so the server pushes their notifications
   * on this socket; null after sign-out. A socket signed in as someone else is replaced, since
   * the server has no "sign out" frame.
   */
  signIn(token: string | null): void {
    if (token === this.token) return;
    const previous = this.token;
    this.token = token;
    if (this.socket?.readyState !== WEB_SOCKET_OPEN) return;
    if (previous !== null) {
      this.dropSocket();
      this.openSocket();
    } else if (token !== null) this.send({ action: 'AUTH', token });
  }

  /** The signed-in user's new notifications (after {@link signIn}); returns the remover. */
  onNotification(listener: NotificationListener): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  /** `{event:'error'}` frames from the server. */
  onError(listener: (error: FeedServerError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  onStatus(listener: (status: FeedStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private openSocket(): void {
    const socket = new this.Socket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeardAt = Date.now();
      this.pingTimer = setInterval(this.ping, this.pingIntervalMs);
      this.book.forgetSent();
      this.depthBook.forgetSent();
      if (this.token !== null) this.send({ action: 'AUTH', token: this.token });
      this.setStatus('open');
      this.flush();
    };
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onclose = (event) => {
      if (WS_REFUSED_CLOSE_CODES.includes(event?.code ?? 0)) this.refuse();
      else this.handleDrop();
    };
    // The close event that follows an error does the recovery. The listener stays even after
    // the socket is dropped: Node's `ws` throws errors nobody listens to (e.g. closing while connecting).
    socket.onerror = ignoreError;
  }

  /** Detaches and closes the current socket so none of its late events reach us. */
  private dropSocket(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.reconnectTimer);
    this.pingTimer = undefined;
    this.reconnectTimer = undefined;
    const socket = this.socket;
    if (socket === null) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(NORMAL_CLOSURE);
  }

  private handleDrop(): void {
    this.dropSocket();
    this.setStatus('reconnecting');
    const delay = reconnectDelay(this.attempt++, this.backoff);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.openSocket();
    }, delay);
  }

  /** The same attempt would be refused again: wait for the user to come back to the page. */
  private refuse(): void {
    this.dropSocket();
    this.setStatus('refused');
  }

  private handleMessage(data: unknown): void {
    this.lastHeardAt = Date.now();
    // The backoff starts again only once the server has spoken on this socket: a server that
    // accepts and drops at once (overloaded, restarting) would otherwise be retried every 0.5 s.
    this.attempt = 0;
    const message = readServerMessage(data);
    // A frame outside the contract is dropped: a bad tick must never reach a candle.
    if (message === null) return;
    if (message.event === 'tick') {
      const key = symbolKey(message);
      for (const listener of this.tickListeners) listener(message, key);
      const listeners = this.symbolListeners.get(key);
      if (listeners !== undefined) for (const listener of listeners) listener(message);
    } else if (message.event === 'depth') {
      const listeners = this.depthListeners.get(symbolKey(message));
      if (listeners !== undefined) for (const listener of listeners) listener(message);
    } else if (message.event === 'notification') {
      for (const listener of this.notificationListeners) listener(message.notification);
    } else if (message.event === 'error') {
      const error: FeedServerError = { code: message.code, msg: message.msg };
      for (const listener of this.errorListeners) listener(error);
    }
  }

  private readonly ping = (): void => {
    if (this.idleTimeoutMs > 0 && Date.now() - this.lastHeardAt > this.idleTimeoutMs) {
      this.handleDrop();
      return;
    }
    this.send({ action: 'PING' });
  };

  private readonly onVisibilityChange = (): void => {
    if (this.visibility?.visibilityState === 'hidden') {
      const idle = this.currentStatus === 'paused' || this.currentStatus === 'refused';
      if (this.hiddenTimer === undefined && !idle) {
        this.hiddenTimer = setTimeout(this.pause, this.hiddenGraceMs);
      }
      return;
    }
    clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    // Shown again: a paused feed resumes, and a refused one gets one new attempt.
    if (this.currentStatus === 'paused' || this.currentStatus === 'refused') {
      this.setStatus('connecting');
      this.openSocket();
    }
  };

  private readonly pause = (): void => {
    this.hiddenTimer = undefined;
    this.dropSocket();
    this.setStatus('paused');
  };

  /** Subscription changes made in one task go out as one SUBSCRIBE and one UNSUBSCRIBE. */
  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.socket?.readyState !== WEB_SOCKET_OPEN) return;
    this.flushBook(this.book, 'SUBSCRIBE', 'UNSUBSCRIBE');
    this.flushBook(this.depthBook, 'SUBSCRIBE_DEPTH', 'UNSUBSCRIBE_DEPTH');
  }

  private flushBook(
    book: SubscriptionBook,
    add: 'SUBSCRIBE' | 'SUBSCRIBE_DEPTH',
    drop: 'UNSUBSCRIBE' | 'UNSUBSCRIBE_DEPTH',
  ): void {
    if (!book.hasChanges) return;
    const { subscribe, unsubscribe } = book.takeChanges();
    for (let i = 0; i < unsubscribe.length; i += WS_MAX_SYMBOLS) {
      this.send({ action: drop, symbols: unsubscribe.slice(i, i + WS_MAX_SYMBOLS) });
    }
    for (let i = 0; i < subscribe.length; i += WS_MAX_SYMBOLS) {
      this.send({ action: add, symbols: subscribe.slice(i, i + WS_MAX_SYMBOLS) });
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WEB_SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: FeedStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
