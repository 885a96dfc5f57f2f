const WELL_FORMED = /^[A-Za-z0-9_-]{1,64}$/;

/** The client's `x-request-id` when it is 1–64 of [A-Za-z0-9_-] (one header only), else a new id. */
export function adoptRequestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : crypto.randomUUID();
}
