// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentApi,
  createAppStore,
  memoryStorage,
  nextPageNum,
  useNewsPageInfiniteQuery,
  usePagedList,
} from '../src/index.js';
import { contractResponseCheck } from '../src/contract-check.js';
import { fail, jsonBody, ok, startLocalServer, type LocalServer } from './support/local-server.js';
import { newsPage } from './support/fixtures.js';

let server: LocalServer;
let total = 23;
let firstId = 1;
beforeEach(async () => {
  total = 23;
  firstId = 1;
  server = await startLocalServer((req) => {
    const { pageNum, pageSize } = jsonBody(req) as { pageNum: number; pageSize: number };
    return ok(newsPage(total, pageNum, pageSize, firstId));
  });
});
afterEach(() => server.close());

const makeStore = () =>
  createAppStore({
    baseUrl: server.baseUrl,
    storage: memoryStorage(),
    checkResponse: contractResponseCheck,
  });

function renderList(store = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Provider, { store, children });
  return renderHook(() => usePagedList(useNewsPageInfiniteQuery()), { wrapper });
}

describe('paging rules', () => {
  const page = (n: number, size = 10) => ({
    records: Array(n).fill(0),
    pageNum: 1,
    pageSize: size,
    total: 100,
  });

  it('is finished after a page shorter than the page size', () => {
    expect(nextPageNum(page(10), [page(10)], 1)).toBe(2);
    expect(nextPageNum(page(3), [page(10), page(3)], 2)).toBeUndefined();
  });

  it('is finished once total records are loaded, even on a full page', () => {
    const full = { records: Array(10).fill(0), pageNum: 2, pageSize: 10, total: 20 };
    expect(nextPageNum(full, [full, full], 2)).toBeUndefined();
  });
});

describe('usePagedList over an infinite query', () => {
  it('loads page 1 with page size 10, then the next pages until a short page', async () => {
    const { result } = renderList();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.records).toHaveLength(10);
    expect(jsonBody(server.received[0])).toEqual({ pageNum: 1, pageSize: 10 });
    expect(result.current.finished).toBe(false);

    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.records).toHaveLength(20));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.records).toHaveLength(23));
    expect(result.current.finished).toBe(true);
    expect(server.received.map((r) => (jsonBody(r) as { pageNum: number }).pageNum)).toEqual([
      1, 2, 3,
    ]);

    // Finished: scrolling further sends nothing.
    act(() => result.current.fetchNextPage());
    await new Promise((done) => setTimeout(done, 50));
    expect(server.received).toHaveLength(3);
  });

  it('refresh goes back to page 1 and replaces the records', async () => {
    const { result } = renderList();
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.records).toHaveLength(20));

    firstId = 101;
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.records[0]).toMatchObject({ id: 101 }));
    expect(result.current.records).toHaveLength(10);
    expect(result.current.records[0]).toMatchObject({ id: 101 });
    expect(jsonBody(server.received.at(-1))).toEqual({ pageNum: 1, pageSize: 10 });
    expect(result.current.finished).toBe(false);
  });

  it('is empty when the first page has no records', async () => {
    total = 0;
    const { result } = renderList();
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.finished).toBe(true);
  });

  it('is an error (with the server message) when the first page fails', async () => {
    server.handle(() => fail(50000, 'Something went wrong'));
    const { result } = renderList();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual({ code: 50000, message: 'Something went wrong' });
  });

  it('takes a page size per list (home shows 5)', async () => {
    const store = makeStore();
    await store.dispatch(contentApi.endpoints.newsPage.initiate({ pageSize: 5 }));
    expect(jsonBody(server.received[0])).toEqual({ pageNum: 1, pageSize: 5 });
  });
});
