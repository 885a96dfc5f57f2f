import { connect, createServer, type Socket } from 'node:net';

/** What the proxy does with connections: pass them on, cut them at once, or hold them unanswered. */
export type ProxyMode = 'forward' | 'refuse' | 'hang';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and treats new ones as `mode` says. */
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

/**
 * A TCP hop between the server and a dependency that a test can break: a database that went
 * away ('refuse') or stopped answering ('hang'), without touching the machine's own server
 * that other suites share.
 */
export async function startTcpProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'hang') return;
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as { port: number }).port,
    set(next) {
      mode = next;
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}
