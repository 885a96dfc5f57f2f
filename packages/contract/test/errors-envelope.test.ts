import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERRORS,
  ErrorCode,
  ErrorEnvelope,
  SESSION_ENDED_CODES,
  envelope,
  errorByCode,
  fail,
  isLastPage,
  isOk,
  isSessionEnded,
  ok,
  PageRequest,
  paged,
  pageOf,
  type ErrorName,
} from '../src/index.js';

describe('isSessionEnded', () => {
  it('is true for -99999, 11011 and 11012 only', () => {
    expect(isSessionEnded(-99999)).toBe(true);
    expect(isSessionEnded(11011)).toBe(true);
    expect(isSessionEnded(11012)).toBe(true);
    expect(SESSION_ENDED_CODES).toHaveLength(3);
    for (const c of [0, 10001, 11010, 11013, 20001, 50000, 99999])
      expect(isSessionEnded(c)).toBe(false);
  });
});

describe('error catalogue', () => {
  it('has stable codes', () => {
    expect(ErrorCode).toMatchObject({
      VALIDATION: 10001,
      NOT_FOUND: 10002,
      FORBIDDEN: 10003,
      RATE_LIMITED: 10004,
      IDEMPOTENCY_CONFLICT: 10005,
      TENANT_UNAUTHORIZED: 10006,
      WRONG_CREDENTIALS: 10007,
      USERNAME_TAKEN: 10008,
      BUSY: 10009,
      INSUFFICIENT_BALANCE: 20001,
      AUTH_CODE_INCORRECT: 20002,
      WRONG_OP_PASSWORD: 20003,
      KYC_REQUIRED: 20004,
      NOT_TRADABLE: 20005,
      OFFER_NOT_OPEN: 20006,
      BELOW_MINIMUM: 20007,
      INVALID_STATE: 20008,
      UPLOAD_QUOTA: 20009,
      INTERNAL: 50000,
    });
  });

  // The words of each code are the server's (apps/server/test/messages) and the web app's.
  it('gives every code a unique code and key, matching ErrorCode', () => {
    const names = Object.keys(ERRORS) as ErrorName[];
    expect(names.sort()).toEqual(Object.keys(ErrorCode).sort());
    expect(new Set(names.map((n) => ERRORS[n].code)).size).toBe(names.length);
    expect(new Set(names.map((n) => ERRORS[n].key)).size).toBe(names.length);
    for (const n of names) {
      expect(ERRORS[n].code).toBe(ErrorCode[n]);
    }
  });

  it('looks entries up by code', () => {
    expect(errorByCode(20001)?.name).toBe('INSUFFICIENT_BALANCE');
    expect(errorByCode(-99999)?.name).toBe('NO_TOKEN');
    expect(errorByCode(12345)).toBeUndefined();
  });
});

describe('envelope', () => {
  const Data = z.object({ n: z.int() });
  it('wraps data and builds ok/fail', () => {
    expect(envelope(Data).parse(ok({ n: 1 }))).toEqual({ code: 0, msg: 'success', data: { n: 1 } });
    expect(fail(20001, 'Insufficient Balance')).toEqual({
      code: 20001,
      msg: 'Insufficient Balance',
      data: null,
    });
    expect(ErrorEnvelope.safeParse(fail(10001, 'x')).success).toBe(true);
    expect(ErrorEnvelope.safeParse({ code: 0, msg: 'x', data: null }).success).toBe(false);
    expect(() => fail(0, 'no')).toThrow();
    expect(isOk(ok(1))).toBe(true);
    expect(isOk(fail(1, 'x'))).toBe(false);
  });
  it('rejects malformed envelopes', () => {
    const E = envelope(Data);
    expect(E.safeParse({ code: '0', msg: '', data: { n: 1 } }).success).toBe(false);
    expect(E.safeParse({ code: 0, data: { n: 1 } }).success).toBe(false);
    expect(E.safeParse({ code: 0, msg: '', data: { n: 'x' } }).success).toBe(false);
  });
});

describe('paging', () => {
  it('defaults to page 1 of 10', () => {
    expect(PageRequest.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
  });
  it('accepts numeric strings from a query', () => {
    expect(PageRequest.parse({ pageNum: '3', pageSize: '20' })).toEqual({
      pageNum: 3,
      pageSize: 20,
    });
  });
  it('rejects out-of-range or non-integer paging', () => {
    for (const bad of [
      { pageNum: 0 },
      { pageNum: -1 },
      { pageNum: 1.5 },
      { pageNum: 'x' },
      { pageSize: 0 },
      { pageSize: 101 },
      { pageSize: '101' },
      { pageSize: null },
    ]) {
      expect(PageRequest.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(PageRequest.parse({ pageSize: 100 }).pageSize).toBe(100);
  });
  it('pages a list and detects the last page', () => {
    const all = Array.from({ length: 23 }, (_, i) => i);
    const p3 = pageOf(all, 3, 10);
    expect(p3).toEqual({ records: [20, 21, 22], pageNum: 3, pageSize: 10, total: 23 });
    expect(isLastPage(p3)).toBe(true);
    expect(isLastPage(pageOf(all, 1, 10))).toBe(false);
    expect(paged(z.int()).parse(p3)).toEqual(p3);
    expect(paged(z.int()).safeParse({ records: [], pageNum: 1, pageSize: 10 }).success).toBe(false);
  });
});
