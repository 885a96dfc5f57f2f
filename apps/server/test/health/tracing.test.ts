import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/server-process';

interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  status?: { code?: number };
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A collector stub: keeps every span of every OTLP/HTTP JSON export it is sent. */
async function startCollector(): Promise<{ server: Server; url: string; spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type'] === 'application/json')
        for (const resource of JSON.parse(body).resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, spans };
}

/** The spans `find` picks, once there are some (within 10 s; none after that). */
async function eventually(find: () => OtlpSpan[]): Promise<OtlpSpan[]> {
  const until = Date.now() + 10_000;
  let found = find();
  while (found.length === 0 && Date.now() < until) {
    await new Promise((tick) => setTimeout(tick, 100));
    found = find();
  }
  return found;
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

describe.each(DB_KINDS)('traces exported by OTLP on %s', (kind) => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    collector = await startCollector();
    database = await createTestDatabase(kind);
    server = await startServerProcess({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Exported within a fifth of a second, not the default five.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    collector?.server.close();
  });

  it('a request is a span carrying its request id, its database queries spans of its trace', async () => {
    const requestId = 'trace-test-0001';
    // An unknown session token: looked up in the database, then refused.
    const response = await fetch(`${server.api}/user`, {
      headers: { host: 'ngn.localhost', 'x-request-id': requestId, token: 'no-such-session' },
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const [request] = await eventually(() =>
      collector.spans.filter((s) => attribute(s, 'http.request.id') === requestId),
    );
    expect(request, 'no span with the request id').toBeDefined();
    const trace = collector.spans.filter((s) => s.traceId === request!.traceId);
    // The http server span, Fastify's request and handler spans: one trace.
    expect(trace.some((s) => s.kind === 2 && s.name.startsWith('GET'))).toBe(true);
    if (kind === 'postgres') {
      const queries = await eventually(() =>
        collector.spans.filter(
          (s) => s.traceId === request!.traceId && attribute(s, 'db.system.name') === 'postgresql',
        ),
      );
      expect(queries.length).toBeGreaterThan(0);
    }
    // Each background job pass is a span of its own, one per pass, none of them failed.
    const passes = await eventually(() =>
      collector.spans.filter((s) => s.name === 'job order-matching'),
    );
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.filter((s) => s.status?.code === 2)).toEqual([]);
    expect(new Set(passes.map((s) => s.traceId)).size).toBe(passes.length);
    // Probes and scrapes are left out: a balancer's every second would drown the rest.
    await fetch(`http://127.0.0.1:${server.port}/readyz`);
    await new Promise((tick) => setTimeout(tick, 500));
    expect(collector.spans.some((s) => (attribute(s, 'url.path') ?? '').includes('readyz'))).toBe(
      false,
    );
  });
});
