/** Where a banner or quick-access link leads. */
export type LinkTarget = { kind: 'external'; url: string } | { kind: 'route'; to: string };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function nameOf(pattern: string): string {
  return segmentsOf(pattern)[0] ?? 'home';
}

function matchPath(pattern: string, path: string): string | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  if (want.length !== got.length) return null;
  const matches = want.every((segment, i) =>
    segment.startsWith('{') ? got[i] !== '' : segment.toLowerCase() === got[i]!.toLowerCase(),
  );
  // The route's own spelling: links typed as "/Market" still land on "/market".
  return matches
    ? '/' + want.map((segment, i) => (segment.startsWith('{') ? got[i] : segment)).join('/')
    : null;
}

/**
 * A link starting with http opens in a new window; anything else is matched
 * against the known route paths (parameters included, case-insensitive, query kept) and
 * then against route names. Null when it names no route: the tap does nothing.
 */
export function resolveLink(link: string | null, routes: readonly string[]): LinkTarget | null {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  if (/^http/i.test(text)) return { kind: 'external', url: text };
  const split = text.search(/[?#]/);
  const path = split === -1 ? text : text.slice(0, split);
  const rest = split === -1 ? '' : text.slice(split);
  for (const pattern of routes) {
    const matched = matchPath(pattern, path.startsWith('/') ? path : `/${path}`);
    if (matched !== null) return { kind: 'route', to: matched + rest };
  }
  const name = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  const named = routes.find(
    (pattern) => !pattern.includes('{') && nameOf(pattern).toLowerCase() === name,
  );
  return named ? { kind: 'route', to: named + rest } : null;
}
