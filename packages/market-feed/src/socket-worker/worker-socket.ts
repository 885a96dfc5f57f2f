import {
  WEB_SOCKET_OPEN,
  type WebSocketConstructor,
  type WebSocketLike,
} from '../web-socket-like.js';
import type { FromSocketWorker, MessagePortLike, ToSocketWorker } from './worker-messages.js';

/** The page's view of a worker: a port that can also be stopped. */
export interface SocketWorkerLike extends MessagePortLike<FromSocketWorker, ToSocketWorker> {
  terminate(): void;
}

const CONNECTING = 0;
const CLOSING = 2;
const CLOSED = 3;

/**
 * A WebSocket whose socket lives in a worker started by `startWorker` (one per connection),
 * for `FeedClient`'s `WebSocket` option. The page's main thread then receives batches of
 * frames instead of one task per frame; everything else behaves as a WebSocket.
 */
export function workerWebSocket(startWorker: () => SocketWorkerLike): WebSocketConstructor {
  return class WorkerWebSocket implements WebSocketLike {
    readyState = CONNECTING;
    onopen: WebSocketLike['onopen'] = null;
    onmessage: WebSocketLike['onmessage'] = null;
    onclose: WebSocketLike['onclose'] = null;
    onerror: WebSocketLike['onerror'] = null;
    private readonly worker = startWorker();

    constructor(url: string) {
      this.worker.onmessage = ({ data }) => this.receive(data);
      this.worker.postMessage({ type: 'open', url });
    }

    send(text: string): void {
      if (this.readyState !== WEB_SOCKET_OPEN) throw new Error('the socket is not open');
      this.worker.postMessage({ type: 'send', text });
    }

    close(code?: number, reason?: string): void {
      if (this.readyState >= CLOSING) return;
      this.readyState = CLOSING;
      this.worker.postMessage({ type: 'close', code, reason });
    }

    private receive(message: FromSocketWorker): void {
      if (message.type === 'messages') {
        for (const data of message.data) {
          if (this.readyState !== WEB_SOCKET_OPEN) return;
          this.onmessage?.({ data });
        }
      } else if (message.type === 'open') {
        if (this.readyState !== CONNECTING) return;
        this.readyState = WEB_SOCKET_OPEN;
        this.onopen?.({});
      } else if (message.type === 'error') {
        this.onerror?.({});
      } else {
        this.readyState = CLOSED;
        this.worker.terminate();
        this.onclose?.({ code: message.code });
      }
    }
  };
}
