import {
  parseClientMessage,
  type ClientMessage,
  type DepthEvent,
  type NotificationEvent,
  type TickEvent,
} from '@trading/contract';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FeedTestServer {
  url: string;
  /** Every client frame, in arrival order, across connections. */
  received: ClientMessage[];
  /** Connections accepted so far. */
  connections: number;
  /** Open sockets right now. */
  readonly open: number;
  /** When false the server stops answering PING (to simulate a dead link). */
  answerPings: boolean;
  /** When true every new socket is accepted, then dropped before the server says a word. */
  acceptAndDrop: boolean;
  broadcast(
    frame:
      | TickEvent
      | DepthEvent
      | NotificationEvent
      | { event: 'error'; code: number; msg: string }
      | { event: 'pong' },
  ): void;
  /** Drops every connection abruptly, as a crashed server or lost network would. */
  dropAll(): void;
  /** Closes every connection with a close frame carrying `code`, as the real server's guards do. */
  closeAll(code: number, reason?: string): void;
  close(): Promise<void>;
}

/** A small real `ws` server on 127.0.0.1 that speaks the contract's feed protocol. */
export async function startFeedTestServer(): Promise<FeedTestServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const sockets = new Set<WebSocket>();
  const server: FeedTestServer = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/api/ws`,
    received: [],
    connections: 0,
    get open() {
      return sockets.size;
    },
    answerPings: true,
    acceptAndDrop: false,
    broadcast(frame) {
      const data = JSON.stringify(frame);
      for (const socket of sockets) socket.send(data);
    },
    dropAll() {
      for (const socket of sockets) socket.terminate();
    },
    closeAll(code, reason) {
      for (const socket of sockets) socket.close(code, reason);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (socket) => {
    server.connections++;
    if (server.acceptAndDrop) {
      socket.terminate();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      const parsed = parseClientMessage(data.toString());
      if (!parsed.ok) throw new Error(`client sent an invalid frame: ${parsed.error}`);
      server.received.push(parsed.message);
      if (parsed.message.action === 'PING' && server.answerPings)
        socket.send(JSON.stringify({ event: 'pong' }));
    });
  });
  return server;
}
