import { describe, expect, it } from 'vitest';
import { createRecentSubmissions, DUPLICATE_WINDOW_MS } from './recent-submissions';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('recent submissions', () => {
  it('knows an identical request of the same kind for a few minutes, whatever the key order', () => {
    let now = 1_000;
    const recent = createRecentSubmissions(memoryStorage(), () => now);
    recent.remember('deposit', { amount: '100', usdt: false });
    expect(recent.has('deposit', { usdt: false, amount: '100' })).toBe(true);
    expect(recent.has('deposit', { usdt: false, amount: '101' })).toBe(false);
    expect(recent.has('withdraw', { usdt: false, amount: '100' })).toBe(false);
    now += DUPLICATE_WINDOW_MS - 1;
    expect(recent.has('deposit', { amount: '100', usdt: false })).toBe(true);
    now += 1;
    expect(recent.has('deposit', { amount: '100', usdt: false })).toBe(false);
  });

  it('survives a reload through the storage, and forgets on request', () => {
    const storage = memoryStorage();
    createRecentSubmissions(storage).remember('buy', { id: 1, amount: 10 });
    const reloaded = createRecentSubmissions(storage);
    expect(reloaded.has('buy', { id: 1, amount: 10 })).toBe(true);
    reloaded.forget();
    expect(createRecentSubmissions(storage).has('buy', { id: 1, amount: 10 })).toBe(false);
  });
});
