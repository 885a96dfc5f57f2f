import { WsCode } from '@trading/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestApp, type TestApp } from '../support/test-app';
import { connect, type TestClient } from './ws-test-client';

/**
 * The feed guards as the server wires them from its configuration, behind the /api tenant check,
 * in production mode (outside it, loopback pages such as the Vite dev server's are allowed too).
 * Nothing here touches the database, so PGlite alone is enough.
 */
let t: TestApp;
let port: number;
let url: string;

beforeAll(async () => {
  t = await startTestApp('pglite', {
    env: {
      NODE_ENV: 'production',
      WS_ALLOWED_ORIGINS: 'https://Partner.example, https://app.example:8443/',
      WS_MAX_SOCKETS_PER_ADDRESS: '2',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  url = `ws://127.0.0.1:${port}/api/ws`;
});
afterAll(() => t?.close());

function handshakeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

it('reads WS_ALLOWED_ORIGINS and WS_MAX_SOCKETS_PER_ADDRESS', () => {
  expect(t.config.wsAllowedOrigins).toEqual([
    'https://partner.example',
    'https://app.example:8443',
  ]);
  expect(t.config.wsMaxSocketsPerAddress).toBe(2);
});

it("accepts the tenant host's own page and configured origins, refuses others with 403", async () => {
  const host = `ngn.localhost:${port}`;
  expect(await handshakeStatus({ host, origin: `http://${host}` })).toBe(101);
  expect(await handshakeStatus({ host, origin: 'https://partner.example' })).toBe(101);
  expect(await handshakeStatus({ host, origin: 'https://app.example:8443' })).toBe(101);
  expect(await handshakeStatus({ host, origin: 'https://app.example' })).toBe(403);
  expect(await handshakeStatus({ host, origin: 'https://evil.example' })).toBe(403);
  // Another tenant's page is a foreign origin too.
  expect(await handshakeStatus({ host, origin: `http://brl.localhost:${port}` })).toBe(403);
  // An unknown host is refused (TENANT_UNAUTHORIZED, also 403) before the origin is looked at.
  expect(await handshakeStatus({ host: 'evil.example', origin: 'http://evil.example' })).toBe(403);
});

it(`closes the third socket from one address with ${WsCode.TOO_MANY_SOCKETS}`, async () => {
  const held: TestClient[] = [await connect(url), await connect(url)];
  const extra = await connect(url);
  expect((await extra.closed).code).toBe(WsCode.TOO_MANY_SOCKETS);
  for (const c of held) {
    c.socket.close();
    await c.closed;
  }
});
