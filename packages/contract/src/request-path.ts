import type { EndpointRoute } from './endpoint-route.js';

const PARAM_RE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Names of the `{param}` placeholders of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM_RE)].map((m) => m[1] as string);
}

/** Substitutes `{name}` placeholders, URI-encoding the values. Throws on a missing value. */
export function buildPath(
  path: string,
  params: Record<string, string | number | undefined> = {},
): string {
  return path.replace(PARAM_RE, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '')
      throw new Error(`buildPath: missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** The Fastify/find-my-way form of a path: `{id}` → `:id`. */
export function toRoutePath(path: string): string {
  return path.replace(PARAM_RE, ':$1');
}

export interface SplitRequest {
  /** Path with params substituted (without the /api base). */
  path: string;
  /** Query fields (GET/DELETE), undefined when none. */
  query?: Record<string, unknown>;
  /** Body fields (POST/PUT JSON body, or the non-file multipart fields). */
  body?: Record<string, unknown>;
}

/** Splits one request object into the path, query and body an endpoint expects. */
export function splitRequest(
  def: Pick<EndpointRoute, 'path' | 'input'>,
  values: Record<string, unknown>,
): SplitRequest {
  const names = new Set(pathParamNames(def.path));
  const params: Record<string, string | number> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (names.has(k)) params[k] = v as string | number;
    else if (v !== undefined) rest[k] = v;
  }
  const path = buildPath(def.path, params);
  if (def.input === 'query') return Object.keys(rest).length ? { path, query: rest } : { path };
  return { path, body: rest };
}
