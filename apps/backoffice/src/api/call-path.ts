/** A contract path with its `{name}` placeholders filled from the request: `/admin/kyc/{id}/approve`. */
export function callPath(path: string, input: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name])));
}

/**
 * The request fields that are not in the path, as the call's query or body. An optional
 * field left undefined is not sent (a query would otherwise carry the text "undefined").
 */
export function restOf(path: string, input: Record<string, unknown>): Record<string, unknown> {
  const inPath = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  return Object.fromEntries(
    Object.entries(input).filter(([k, v]) => !inPath.has(k) && v !== undefined),
  );
}
