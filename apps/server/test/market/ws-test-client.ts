import { WebSocket, type ClientOptions } from 'ws';

/** A ws client that records every server frame, for asserting on what arrived. */
export interface TestClient {
  socket: WebSocket;
  received: Array<Record<string, unknown>>;
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** Resolves with the first recorded frame (from index `from`) matching `predicate`. */
  waitFor(
    predicate: (m: Record<string, unknown>) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens `url` (with `options`, e.g. an Origin or Host header); rejects when the handshake fails. */
export async function connect(url: string, options?: ClientOptions): Promise<TestClient> {
  const socket = new WebSocket(url, options);
  const received: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    waitFor(predicate, from = 0, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = received.slice(from).find(predicate);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching frame within ${timeoutMs} ms; got ${JSON.stringify(received.slice(from))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
