// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createAppStore,
  IdempotencyKeys,
  memoryStorage,
  useBuyMutation,
  useIdempotentMutation,
} from '../src/index.js';
import { contractResponseCheck } from '../src/contract-check.js';
import {
  fail,
  ok,
  startLocalServer,
  type LocalServer,
  type Reply,
} from './support/local-server.js';
import { order } from './support/fixtures.js';

describe('IdempotencyKeys', () => {
  it('keeps one key per action until the server has answered', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ id: 7, amount: 10 });
    expect(keys.keyFor({ amount: 10, id: 7 })).toBe(first);
    keys.settle(first, true);
    expect(keys.keyFor({ id: 7, amount: 10 })).toBe(first);
    keys.settle(first, false);
    expect(keys.keyFor({ id: 7, amount: 10 })).not.toBe(first);
  });

  it('gives different fields a different key', () => {
    const keys = new IdempotencyKeys();
    expect(keys.keyFor({ id: 7, amount: 10 })).not.toBe(keys.keyFor({ id: 7, amount: 20 }));
  });
});

describe('useIdempotentMutation', () => {
  let server: LocalServer;
  const replies: Reply[] = [];
  beforeEach(async () => {
    replies.length = 0;
    server = await startLocalServer(() => replies.shift() ?? ok(order));
  });
  afterEach(() => server.close());

  // Generous unless a test times a request out on purpose: a loaded CI machine can take well
  // over 100 ms to answer from localhost, which then reads as a network error.
  function renderBuy(timeoutMs = 10_000) {
    const store = createAppStore({
      baseUrl: server.baseUrl,
      storage: memoryStorage(),
      checkResponse: contractResponseCheck,
      timeouts: { default: timeoutMs },
    });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(Provider, { store, children });
    return renderHook(() => useIdempotentMutation(useBuyMutation), { wrapper });
  }
  const keys = () => server.received.map((r) => r.headers['idempotency-key']);
  const args = { id: 7, amount: 10, price: '47.21' };

  it('reuses the key when a timed-out order is retried, and makes a new one after success', async () => {
    replies.push({ ...ok(order), delayMs: 3_000 });
    const { result } = renderBuy(500);

    const timedOut = await act(() => result.current[0](args));
    expect(timedOut.error).toMatchObject({ message: 'Network Error' });
    const retried = await act(() => result.current[0](args));
    expect(retried.data).toEqual(order);
    await act(() => result.current[0](args));

    const [first, retry, next] = keys();
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('sends a double tap with one key', async () => {
    replies.push({ ...ok(order), delayMs: 30 });
    const { result } = renderBuy();
    await act(() => Promise.all([result.current[0](args), result.current[0](args)]));
    const [a, b] = keys();
    expect(a).toBe(b);
  });

  it('starts a new action after a server answer such as insufficient balance', async () => {
    replies.push(fail(20001, 'Insufficient Balance'));
    const { result } = renderBuy();
    const rejected = await act(() => result.current[0](args));
    expect(rejected.error).toEqual({ code: 20001, message: 'Insufficient Balance' });
    await act(() => result.current[0](args));
    const [a, b] = keys();
    expect(b).not.toBe(a);
  });
});
