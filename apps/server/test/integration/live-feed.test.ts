import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../market/ws-test-client';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** The HTTP answer to a WebSocket upgrade that is refused (status and body). */
function refusedUpgrade(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      port,
      host: '127.0.0.1',
      path: '/api/ws',
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('upgrade', () => reject(new Error('upgrade was accepted')));
    req.on('error', reject);
    req.end();
  });
}

describe.each(DB_KINDS)('live feed /api/ws on %s', (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('answers PING with pong and streams ticks for subscribed symbols', async () => {
    const client = await connect(`ws://127.0.0.1:${port}/api/ws`);
    client.send({ action: 'PING' });
    await client.waitFor((m) => m.event === 'pong');
    client.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'DANGCEM', exchange: 'NSENG' }] });
    const tick = await client.waitFor((m) => m.event === 'tick', 0, 5_000);
    expect(tick).toMatchObject({ symbol: 'DANGCEM', exchange: 'NSENG' });
    expect(typeof tick.price).toBe('number');
    expect(tick.timestamp).toBeLessThan(Date.now() / 1000 + 1);
    client.socket.close();
    await client.closed;
  });

  it('answers a malformed message with an error event', async () => {
    const client = await connect(`ws://127.0.0.1:${port}/api/ws`);
    client.sendRaw('{"action":"SUBSCRIBE"');
    const error = await client.waitFor((m) => m.event === 'error');
    expect(error.code).toBe(10001);
    client.socket.close();
  });

  it('refuses the upgrade on an unknown host', async () => {
    const res = await refusedUpgrade(port, 'evil.example.com');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 10006 });
  });
});
