import { createServer, request as httpRequest } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { freePort } from './free-port.js';

const FEED_PATH = '/api/ws';

/**
 * A reverse proxy in front of the real server for browser tests and benches: it passes HTTP
 * through and relays each feed socket, whoever opened it (the page or a worker, which
 * Playwright's WebSocket routing does not see). Tests watch and cut the feed here.
 */
export async function startFeedProxy({ upstreamPort, onConnection }) {
  const port = await freePort();
  const connections = new Set();
  const state = { up: true, refused: 0 };

  const http = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  http.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith(FEED_PATH)) return socket.destroy();
    // Down is a lost network: the socket never opens. Accepting it and closing it at once
    // would show the feed live for an instant on every retry.
    if (!state.up) {
      state.refused += 1;
      return socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (client) => {
      const server = new WebSocket(`ws://127.0.0.1:${upstreamPort}${req.url}`, {
        headers: { host: req.headers.host, origin: req.headers.origin ?? '' },
        perMessageDeflate: false,
      });
      const waiting = [];
      const connection = {
        /** Sends a frame to the client as if the server had. */
        toClient: (text) => client.readyState === WebSocket.OPEN && client.send(text),
        onClientMessage: () => {},
        onServerMessage: () => {},
        get open() {
          return client.readyState === WebSocket.OPEN;
        },
      };
      connections.add(connection);
      onConnection?.(connection);
      server.on('open', () => waiting.splice(0).forEach((text) => server.send(text)));
      server.on('message', (data) => {
        const text = String(data);
        if (connection.onServerMessage(text) !== false) connection.toClient(text);
      });
      client.on('message', (data) => {
        const text = String(data);
        connection.onClientMessage(text);
        if (server.readyState === WebSocket.OPEN) server.send(text);
        else waiting.push(text);
      });
      const close = () => {
        connections.delete(connection);
        client.close(1011, 'feed down');
        server.close();
      };
      connection.cut = close;
      client.on('close', close);
      server.on('close', close);
      server.on('error', close);
    });
  });

  await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {
    port,
    connections,
    /** Feed sockets refused while the feed was down. */
    refused: () => state.refused,
    /** Down: open feed sockets are cut and new ones refused, like a lost network. */
    setFeedUp(up) {
      state.up = up;
      if (!up) for (const connection of [...connections]) connection.cut();
    },
    close() {
      for (const connection of [...connections]) connection.cut();
      wss.close();
      http.close();
      http.closeAllConnections();
    },
  };
}
