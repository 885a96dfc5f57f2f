/** What the page tells the socket worker. */
export type ToSocketWorker =
  | { type: 'open'; url: string }
  | { type: 'send'; text: string }
  | { type: 'close'; code?: number | undefined; reason?: string | undefined };

/** What the socket worker tells the page: frames travel in batches, in arrival order. */
export type FromSocketWorker =
  | { type: 'open' }
  | { type: 'messages'; data: unknown[] }
  | { type: 'error' }
  | { type: 'close'; code: number };

/**
 * The end of a message channel each side holds: a `Worker`, or the worker's global scope.
 * The handler is declared through a method type so the DOM's MessageEvent handlers fit it.
 */
export interface MessagePortLike<In, Out> {
  postMessage(message: Out): void;
  onmessage: { bivarianceHack(event: { data: In }): void }['bivarianceHack'] | null;
}
