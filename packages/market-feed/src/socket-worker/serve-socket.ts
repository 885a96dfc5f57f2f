import type { WebSocketConstructor, WebSocketLike } from '../web-socket-like.js';
import type { FromSocketWorker, MessagePortLike, ToSocketWorker } from './worker-messages.js';

/**
 * How long frames wait to be sent to the page together. A socket frame that reaches the page's
 * main thread costs a task of its own whatever it carries; at a thousand ticks a second those
 * tasks alone take a quarter of a throttled phone's frame budget. Batching every few
 * milliseconds keeps the page to about a hundred tasks a second and adds at most this much
 * latency, well inside a frame.
 */
export const BATCH_MS = 8;

/**
 * The worker's half: owns one real WebSocket and relays it to the page. Every frame is passed
 * on, in order (candles need each tick's volume); only the hand-over is batched.
 */
export function serveSocket(
  port: MessagePortLike<ToSocketWorker, FromSocketWorker>,
  Socket: WebSocketConstructor,
): void {
  let socket: WebSocketLike | null = null;
  let batch: unknown[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const data = batch;
    batch = [];
    port.postMessage({ type: 'messages', data });
  };

  port.onmessage = ({ data: message }) => {
    if (message.type === 'open') {
      const opened = new Socket(message.url);
      socket = opened;
      opened.onopen = () => port.postMessage({ type: 'open' });
      opened.onmessage = ({ data }) => {
        batch.push(data);
        timer ??= setTimeout(flush, BATCH_MS);
      };
      opened.onerror = () => port.postMessage({ type: 'error' });
      opened.onclose = (event) => {
        flush();
        // The page's client decides on the code whether to reconnect.
        port.postMessage({ type: 'close', code: event.code ?? 1006 });
      };
    } else if (message.type === 'send') {
      socket?.send(message.text);
    } else {
      socket?.close(message.code, message.reason);
    }
  };
}
