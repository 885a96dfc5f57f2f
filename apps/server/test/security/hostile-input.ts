import { pathParamNames, type EndpointDef } from '@trading/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** Values that break parsers: wrong types, boundaries, overflow, injection and path strings. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '1e309',
    '0x10',
    '١٢',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '9'.repeat(40),
    '-0.000000001',
    '999999999999999999999.999999999',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '%00',
    '${jndi:ldap://x}',
    'x'.repeat(100_000),
  ),
  fc.constantFrom(0, -1, 0.5, -0.0001, 2_147_483_648, 2 ** 53, -(2 ** 53), 1e308, -1e308),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
  },
);

/** Some fields of the endpoint's request (and a stray one), each with a hostile value. */
export function hostileFields(endpoint: Pick<EndpointDef, 'request'>) {
  const names = [...Object.keys(endpoint.request.shape), 'unexpected'];
  return fc.record(Object.fromEntries(names.map((n) => [n, hostileValue])), {
    requiredKeys: [],
  });
}

/** How a value travels in a path segment, query string or form field: as text. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface HostileRequest {
  inject: InjectOptions;
  /** What the server's parser sees: query, body and path params merged like the router does. */
  seen: Record<string, unknown>;
}

/** Places generated fields where the endpoint reads them, the way a real client would send them. */
export function toRequest(
  endpoint: Pick<EndpointDef, 'method' | 'path' | 'input'>,
  fields: Record<string, unknown>,
  headers: Record<string, string>,
): HostileRequest {
  const params = new Set(pathParamNames(endpoint.path));
  const pathValues: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (params.has(k)) pathValues[k] = asText(v);
    else rest[k] = v;
  }
  // A missing or empty path param would route elsewhere; a blank one still reaches the endpoint.
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues[name] || ' '),
  );
  const decodedParams = Object.fromEntries(
    [...params].map((name) => [name, pathValues[name] || ' ']),
  );
  const url = `/api${path}`;
  if (endpoint.input === 'query') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) {
      for (const item of Array.isArray(v) ? v : [v]) query.append(k, asText(item));
    }
    const text = query.toString();
    const seen: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      const prior = seen[k];
      seen[k] = prior === undefined ? v : Array.isArray(prior) ? [...prior, v] : [prior, v];
    }
    return {
      inject: { method: endpoint.method, url: text ? `${url}?${text}` : url, headers },
      seen: { ...seen, ...decodedParams },
    };
  }
  if (endpoint.input === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(rest)) form.append(k, asText(v));
    const seen = Object.fromEntries([...form.entries()].map(([k, v]) => [k, v]));
    return {
      inject: { method: endpoint.method, url, headers, payload: form },
      seen: { ...seen, ...decodedParams },
    };
  }
  const body = JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
  return {
    inject: { method: endpoint.method, url, headers, payload: body },
    seen: { ...body, ...decodedParams },
  };
}

/** Raw bodies a JSON endpoint must refuse before any handler runs. */
export const HOSTILE_BODIES: Array<{
  name: string;
  payload: string | Buffer;
  contentType: string;
}> = [
  { name: 'broken JSON', payload: '{"a":', contentType: 'application/json' },
  { name: 'a JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { name: 'a JSON string', payload: '"text"', contentType: 'application/json' },
  { name: 'JSON null', payload: 'null', contentType: 'application/json' },
  { name: 'a JSON number', payload: '42', contentType: 'application/json' },
  {
    name: 'a prototype-polluting key',
    payload: '{"__proto__":{"admin":true}}',
    contentType: 'application/json',
  },
  {
    name: 'deep nesting',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    contentType: 'application/json',
  },
  {
    name: 'a body over the limit',
    payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    contentType: 'application/json',
  },
  { name: 'an unsupported content type', payload: '<a/>', contentType: 'application/xml' },
  {
    name: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  { name: 'multipart without a boundary', payload: '--x\r\n', contentType: 'multipart/form-data' },
  {
    name: 'truncated multipart',
    payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=xx',
  },
  {
    name: 'multipart with a NUL in a field',
    payload:
      '--xx\r\nContent-Disposition: form-data; name="bizType"\r\n\r\nK\u0000YC\r\n--xx--\r\n',
    contentType: 'multipart/form-data; boundary=xx',
  },
];

export async function send(app: FastifyInstance, request: InjectOptions) {
  const res = await app.inject(request);
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: unknown },
  };
}
