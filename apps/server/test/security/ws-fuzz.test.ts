import { ERRORS, parseClientMessage, WS_MAX_SYMBOLS } from '@trading/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../market/ws-test-client';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { hostileValue } from './hostile-input';

const RUNS = 40;
/** A ceiling for an answer to arrive on a loaded machine, not a speed requirement. */
const ANSWER_WITHIN_MS = 15_000;
/**
 * Frames past the WebSocket layer's payload limit close the socket (its own test below), so the
 * garbage that must be answered stays under it.
 */
const UNDER_PAYLOAD_LIMIT = 60 * 1024;

const symbol = fc.record(
  { symbol: hostileValue, exchange: fc.oneof(fc.constantFrom('NSENG', 'US', 'XX'), hostileValue) },
  { requiredKeys: [] },
);

/** Frames shaped like the client's messages but wrong somewhere, plus plain garbage. */
const frame = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.json(),
  fc
    .record(
      {
        action: fc.oneof(
          fc.constantFrom('PING', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ping', 'DELETE'),
          hostileValue,
        ),
        symbols: fc.oneof(fc.array(symbol, { maxLength: 3 }), hostileValue),
      },
      { requiredKeys: [] },
    )
    .map((m) => JSON.stringify(m)),
);

describe.each(DB_KINDS)('hostile frames on /api/ws on %s', (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
  });
  afterAll(() => t?.close());

  /** Sends one frame and returns the first error event it caused. */
  async function errorFor(client: TestClient, data: string | Buffer, binary = false) {
    const from = client.received.length;
    client.socket.send(data, { binary });
    return client.waitFor((m) => m.event === 'error', from, ANSWER_WITHIN_MS);
  }

  async function expectAlive(client: TestClient) {
    const from = client.received.length;
    client.send({ action: 'PING' });
    await client.waitFor((m) => m.event === 'pong', from, ANSWER_WITHIN_MS);
  }

  it('answers every malformed text frame with a VALIDATION error event and keeps the socket', async () => {
    const client = await connect(url);
    await fc.assert(
      fc.asyncProperty(
        frame.filter(
          (text) => Buffer.byteLength(text) < UNDER_PAYLOAD_LIMIT && !parseClientMessage(text).ok,
        ),
        async (text) => {
          expect(await errorFor(client, text)).toMatchObject({ code: ERRORS.VALIDATION.code });
        },
      ),
      { numRuns: RUNS },
    );
    await expectAlive(client);
    client.socket.close();
  });

  it('treats binary frames as text: garbage bytes are a VALIDATION error, not a crash', async () => {
    const client = await connect(url);
    await fc.assert(
      fc.asyncProperty(
        fc
          .uint8Array({ minLength: 1, maxLength: 200 })
          .map((bytes) => Buffer.from(bytes))
          .filter((bytes) => !parseClientMessage(bytes.toString('utf8')).ok),
        async (bytes) => {
          expect(await errorFor(client, bytes, true)).toMatchObject({
            code: ERRORS.VALIDATION.code,
          });
        },
      ),
      { numRuns: RUNS },
    );
    await expectAlive(client);
    client.socket.close();
  });

  it('refuses well-formed requests for unknown symbols or too many symbols', async () => {
    const client = await connect(url);
    const unknown = await errorFor(
      client,
      JSON.stringify({ action: 'SUBSCRIBE', symbols: [{ symbol: 'NOPE', exchange: 'NSENG' }] }),
    );
    expect(unknown).toMatchObject({ code: ERRORS.NOT_FOUND.code });
    const tooMany = Array.from({ length: WS_MAX_SYMBOLS + 1 }, (_, i) => ({
      symbol: `S${i}`,
      exchange: 'US',
    }));
    expect(
      await errorFor(client, JSON.stringify({ action: 'SUBSCRIBE', symbols: tooMany })),
    ).toMatchObject({ code: ERRORS.VALIDATION.code });
    await expectAlive(client);
    client.socket.close();
  });

  it('refuses a large frame with an error and closes on one beyond the frame limit', async () => {
    const client = await connect(url);
    const large = JSON.stringify({ action: 'PING', pad: 'x'.repeat(40 * 1024) });
    expect(await errorFor(client, large)).toMatchObject({
      code: ERRORS.VALIDATION.code,
      msg: 'message too large',
    });
    await expectAlive(client);
    client.socket.send('x'.repeat(70 * 1024));
    // 1009: message too big, from the WebSocket layer's maxPayload.
    expect((await client.closed).code).toBe(1009);

    const next = await connect(url);
    await expectAlive(next);
    next.socket.close();
    const http = await t.app.inject({
      url: '/api/tenant/config',
      headers: { host: 'ngn.localhost' },
    });
    expect(http.json().code).toBe(0);
  });
});
