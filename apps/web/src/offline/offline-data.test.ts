import { describe, expect, it } from 'vitest';
import {
  apiStateOf,
  MAX_KEPT_ANSWERS,
  mergeOfflineData,
  offlineDataFor,
  offlineDataOf,
  pricesAsOf,
  SIGNED_OUT,
} from './offline-data';

const entry = (endpointName: string, fulfilledTimeStamp: number, status = 'fulfilled') => ({
  status,
  endpointName,
  fulfilledTimeStamp,
  data: { endpointName },
});

const queries = {
  'positions({})': entry('positions', 1_000),
  'portfolioSummary(undefined)': entry('portfolioSummary', 2_000),
  'stockDetail({"id":1})': entry('stockDetail', 3_000),
  'kyc(undefined)': entry('kyc', 4_000),
  'userBanks(undefined)': entry('userBanks', 5_000),
  'favoritePage({})': entry('favoritePage', 6_000, 'rejected'),
};

describe('what is kept for offline', () => {
  it('keeps the fulfilled answers of the offline reads and nothing else (no KYC, no bank cards)', () => {
    expect(Object.keys(offlineDataOf(queries, 'abc').queries).sort()).toEqual([
      'portfolioSummary(undefined)',
      'positions({})',
      'stockDetail({"id":1})',
    ]);
  });

  it("keeps the market's rankings and the holdings' value history, which an offline reload shows", () => {
    const lists = {
      'stockRank({"rankType":1})': entry('stockRank', 1_000),
      'portfolioHistory({"range":"1M"})': entry('portfolioHistory', 2_000),
    };
    expect(Object.keys(offlineDataOf(lists, 'abc').queries)).toEqual(Object.keys(lists));
  });

  it('keeps the last answer of a read being fetched again, as an answer', () => {
    const refetching = { 'positions({})': entry('positions', 1_000, 'pending') };
    expect(offlineDataOf(refetching, 'abc').queries['positions({})']?.status).toBe('fulfilled');
    const firstFetch = { 'positions({})': { status: 'pending', endpointName: 'positions' } };
    expect(offlineDataOf(firstFetch, 'abc').queries).toEqual({});
  });

  it('keeps only answers fetched since the session began', () => {
    expect(Object.keys(offlineDataOf(queries, SIGNED_OUT, 2_000).queries).sort()).toEqual([
      'portfolioSummary(undefined)',
      'stockDetail({"id":1})',
    ]);
  });

  it("gives the saved copy back to its owner only: another user's or a visitor's start gets nothing", () => {
    const saved = JSON.stringify(offlineDataOf(queries, 'abc'));
    expect(Object.keys(offlineDataFor(saved, 'abc')?.queries ?? {})).toHaveLength(3);
    expect(offlineDataFor(saved, 'xyz')).toBeNull();
    expect(offlineDataFor(saved, SIGNED_OUT)).toBeNull();
  });

  it('ignores a missing or damaged copy, and filters what a stored copy holds again', () => {
    expect(offlineDataFor(null, 'abc')).toBeNull();
    expect(offlineDataFor('{not json', 'abc')).toBeNull();
    expect(offlineDataFor('"text"', 'abc')).toBeNull();
    expect(offlineDataFor(JSON.stringify({ owner: 'abc' }), 'abc')).toBeNull();
    const tampered = JSON.stringify({ owner: 'abc', queries });
    expect(Object.keys(offlineDataFor(tampered, 'abc')?.queries ?? {})).not.toContain(
      'kyc(undefined)',
    );
  });

  it("adds a page's answers to what earlier pages kept for the same owner, newest first", () => {
    const earlier = offlineDataOf({ 'positions({})': entry('positions', 1_000) }, 'abc');
    const later = offlineDataOf(
      {
        'stockDetail({"id":1})': entry('stockDetail', 3_000),
        'positions({})': entry('positions', 4_000),
      },
      'abc',
    );
    const merged = mergeOfflineData(earlier, later);
    expect(Object.keys(merged.queries)).toEqual(['positions({})', 'stockDetail({"id":1})']);
    expect(merged.queries['positions({})']?.fulfilledTimeStamp).toBe(4_000);
    // Another owner's copy is never merged into.
    expect(Object.keys(mergeOfflineData(earlier, offlineDataOf({}, 'xyz')).queries)).toEqual([]);
  });

  it(`keeps the newest ${MAX_KEPT_ANSWERS} answers`, () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_KEPT_ANSWERS + 5 }, (_, i) => [
        `stockDetail({"id":${i}})`,
        entry('stockDetail', i),
      ]),
    );
    const kept = mergeOfflineData(null, offlineDataOf(many, 'abc'));
    expect(Object.keys(kept.queries)).toHaveLength(MAX_KEPT_ANSWERS);
    expect(kept.queries['stockDetail({"id":0})']).toBeUndefined();
  });

  it('says prices as of the newest kept answer, or nothing when none is kept', () => {
    expect(pricesAsOf(queries)).toBe(3_000);
    expect(pricesAsOf({ 'kyc(undefined)': entry('kyc', 9_000) })).toBeNull();
  });

  it('hydrates the queries alone, with no subscriptions or mutations of another page', () => {
    const data = offlineDataOf(queries, 'abc');
    expect(apiStateOf(data)).toEqual({
      api: {
        queries: data.queries,
        mutations: {},
        provided: { tags: {}, keys: {} },
        subscriptions: {},
      },
    });
  });
});
