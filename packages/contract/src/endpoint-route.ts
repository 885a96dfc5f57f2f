import type { TimeoutClass } from './constants.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Where the non-path request fields travel. */
export type InputKind = 'query' | 'body' | 'multipart';

/** How an endpoint is called, without its schemas: all a client needs to send a request. */
export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Path under /api, exactly as the spec writes it (`{id}` placeholders kept). */
  readonly path: string;
  /** True when the call needs the Token header. */
  readonly auth: boolean;
  readonly timeout: TimeoutClass;
  readonly input: InputKind;
  /** True for POSTs that move money: the client sends an Idempotency-Key header. */
  readonly idempotent: boolean;
}
