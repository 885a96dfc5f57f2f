import { describe, expect, it } from 'vitest';
import { publicReadCache, type CachedRead } from './public-read-cache';

const answer = (status: number, text: string): CachedRead => ({
  status,
  body: Buffer.from(text),
  contentType: 'application/json',
});

describe('publicReadCache', () => {
  it('shares one read between visitors arriving together and within the time to live', async () => {
    let at = 0;
    const cache = publicReadCache(1000, () => at);
    let reads = 0;
    const read = async () => answer(200, `read ${++reads}`);
    const [a, b] = await Promise.all([cache.get('k', read), cache.get('k', read)]);
    at = 999;
    const c = await cache.get('k', read);
    expect([a, b, c].map((r) => r.body.toString())).toEqual(['read 1', 'read 1', 'read 1']);
    at = 1000;
    expect((await cache.get('k', read)).body.toString()).toBe('read 2');
    expect((await cache.get('other', read)).body.toString()).toBe('read 3');
  });

  it('never shares a failed or refused read', async () => {
    const cache = publicReadCache(1000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => answer(503, 'busy'))).status).toBe(503);
    expect((await cache.get('k', async () => answer(200, 'fine'))).body.toString()).toBe('fine');
  });

  it('stays within its size, reading past it rather than growing', async () => {
    let at = 0;
    const cache = publicReadCache(10, () => at, 2);
    let reads = 0;
    const read = async () => answer(200, String(++reads));
    await cache.get('a', read);
    await cache.get('b', read);
    await cache.get('c', read);
    await cache.get('c', read);
    expect(reads).toBe(4);
    at = 20;
    await cache.get('c', read);
    await cache.get('c', read);
    expect(reads).toBe(5);
  });
});
