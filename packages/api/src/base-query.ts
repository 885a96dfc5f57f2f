import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ResponseCheck } from './response-check.js';
import {
  API_BASE,
  endpointRoutes,
  ERRORS,
  HEADERS,
  isSessionEnded,
  OK_CODE,
  splitRequest,
  TIMEOUTS,
  type EndpointName,
  type TimeoutClass,
} from '@trading/contract';
import { CLIENT_ERROR, networkError, type ApiError } from './api-error.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { clearToken, requireEnrolment, type SessionState } from './session-slice.js';

/** What every generated endpoint hands the base query: the contract name and its fields. */
export interface CallArgs {
  name: EndpointName;
  /** Path, query and body fields together, as the contract's request schema names them. */
  request?: Record<string, unknown>;
  /** Only sent for endpoints the contract marks idempotent. */
  idempotencyKey?: string;
}

/** Per-store transport settings, passed as the thunk's extra argument by `createAppStore`. */
export interface ApiExtra {
  /** Origin the `/api` path is appended to; '' in the browser (same origin). */
  baseUrl: string;
  /** Overrides of the contract's timeouts (tests use short ones). */
  timeouts?: Partial<Record<TimeoutClass, number>>;
  /** Checks each response's data against the contract (tests; see `contractResponseCheck`). */
  checkResponse?: ResponseCheck;
  /** Sends the request; the global fetch unless given (the server rendering a page calls itself). */
  fetch?: typeof fetch;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function multipart(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    // A Blob (or File, which keeps its own name) is the file part; everything else is text.
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
}

function isEnvelope(value: unknown): value is { code: number; msg?: unknown; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code: unknown }).code === 'number'
  );
}

/**
 * The one base query: builds the request from the contract table, sends Token and
 * Accept-Language, enforces the endpoint's timeout class, unwraps `{ code, msg, data }` and
 * maps every failure to an `ApiError`. It never throws.
 */
export const baseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async (args, api) => {
  const extra = api.extra as ApiExtra;
  const def = endpointRoutes[args.name];
  const session = (api.getState() as { session: SessionState }).session;

  let split;
  try {
    split = splitRequest(def, args.request ?? {});
  } catch (error) {
    // A missing path parameter is the caller's bug; the base query still must not throw.
    return { error: { code: CLIENT_ERROR.INVALID_REQUEST, message: (error as Error).message } };
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HEADERS.acceptLanguage]: session.language,
  };
  if (session.token) headers[HEADERS.token] = session.token;
  if (def.idempotent) headers[HEADERS.idempotencyKey] = args.idempotencyKey ?? newIdempotencyKey();

  let body: BodyInit | undefined;
  if (def.input === 'multipart') body = multipart(split.body ?? {});
  else if (def.input === 'body') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(split.body ?? {});
  }

  const timeoutMs = extra.timeouts?.[def.timeout] ?? TIMEOUTS[def.timeout];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abortFromCaller = () => controller.abort();
  api.signal.addEventListener('abort', abortFromCaller);

  let payload: unknown;
  try {
    const response = await (extra.fetch ?? fetch)(
      `${extra.baseUrl}${API_BASE}${split.path}${queryString(split.query)}`,
      {
        method: def.method,
        headers,
        body,
        signal: controller.signal,
      },
    );
    // Errors come as envelopes with a 4xx/5xx status too, so the body decides, not the status.
    payload = await response.json();
  } catch {
    return { error: networkError() };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', abortFromCaller);
  }

  if (!isEnvelope(payload)) return { error: networkError() };
  if (payload.code !== OK_CODE) {
    if (isSessionEnded(payload.code)) api.dispatch(clearToken({ jumpToLogin: true }));
    if (payload.code === ERRORS.TWO_FACTOR_ENROLMENT_REQUIRED.code)
      api.dispatch(requireEnrolment());
    const message =
      typeof payload.msg === 'string' && payload.msg ? payload.msg : networkError().message;
    return { error: { code: payload.code, message } };
  }

  const data = payload.data ?? null;
  const problem = extra.checkResponse?.(args.name, data);
  if (problem) {
    return {
      error: { code: CLIENT_ERROR.INVALID_RESPONSE, message: `Invalid response (${problem})` },
    };
  }
  return { data };
};
