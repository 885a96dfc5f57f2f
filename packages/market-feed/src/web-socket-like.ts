/**
 * The part of the WebSocket API the feed uses; both the browser's `WebSocket` and the `ws`
 * package's class fit it, so tests in Node run the real protocol over a real socket.
 * Handlers are declared through a method type so either library's event types are accepted.
 */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'] | null;

export interface WebSocketLike {
  readonly readyState: number;
  onopen: Handler<unknown>;
  onmessage: Handler<{ data: unknown }>;
  /** `code` is the close code (1006 when the connection was lost or never opened). */
  onclose: Handler<{ readonly code?: number }>;
  onerror: Handler<unknown>;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export const WEB_SOCKET_OPEN = 1;
