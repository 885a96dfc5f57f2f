import { TenantConfig } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheForBrowser,
  contentApi,
  createAppStore,
  hydrateApi,
  refetchAnswered,
  marketApi,
  memoryStorage,
  selectJumpToLogin,
  selectToken,
  setToken,
  userApi,
} from '../../src/index.js';
import { contractResponseCheck } from '../../src/contract-check.js';
import { startRealServer, type RealServer } from '@trading/e2e';

// The demo investor the server seeds in every tenant.
const DEMO = { username: 'demo', password: 'demo12' };

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 120_000);
afterAll(() => server?.stop());

const makeStore = () =>
  createAppStore({
    baseUrl: server.baseUrl,
    storage: memoryStorage(),
    checkResponse: contractResponseCheck,
  });

async function loggedIn() {
  const store = makeStore();
  const login = await store.dispatch(userApi.endpoints.login.initiate(DEMO));
  expect(login.error).toBeUndefined();
  return store;
}

describe('against the real server', () => {
  it('loads the tenant config', async () => {
    const result = await makeStore().dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect(result.error).toBeUndefined();
    expect(TenantConfig.safeParse(result.data).success).toBe(true);
  });

  it('logs in, stores the token and reads the profile with it', async () => {
    const store = await loggedIn();
    expect(selectToken(store.getState())).toEqual(expect.any(String));
    const profile = await store.dispatch(userApi.endpoints.userProfile.initiate());
    expect(profile.error).toBeUndefined();
    expect(profile.data?.account).toEqual(expect.any(String));
  });

  it('sends a bad token to login', async () => {
    const store = makeStore();
    store.dispatch(setToken('not-a-real-token'));
    const profile = await store.dispatch(userApi.endpoints.userProfile.initiate());
    expect(profile.error).toMatchObject({ code: -99999 });
    expect(selectToken(store.getState())).toBeNull();
    expect(selectJumpToLogin(store.getState())).toBe(true);
  });

  it('refreshes favourites and the stock detail after a favourite toggle', async () => {
    const store = await loggedIn();
    const stocks = await store.dispatch(marketApi.endpoints.stockPage.initiate(undefined));
    const stock = stocks.data?.pages[0]?.records[0];
    expect(stock).toBeDefined();
    const id = stock!.id;

    const favourites = store.dispatch(marketApi.endpoints.myStocks.initiate(undefined));
    const detail = store.dispatch(marketApi.endpoints.stockDetail.initiate({ id }));
    await Promise.all([favourites, detail]);
    const was = marketApi.endpoints.stockDetail.select({ id })(store.getState()).data?.favorite;
    const idsIn = () =>
      (marketApi.endpoints.myStocks.select(undefined)(store.getState()).data?.pages ?? []).flatMap(
        (p) => p.records.map((r) => r.id),
      );
    expect(idsIn().includes(id)).toBe(was);

    const toggle = was ? marketApi.endpoints.favoriteRemove : marketApi.endpoints.favoriteAdd;
    const toggled = await store.dispatch(toggle.initiate({ id }));
    expect(toggled.error).toBeUndefined();

    // No manual refetch: the invalidated entries refetch by themselves.
    await expect.poll(() => idsIn().includes(id), { timeout: 10_000 }).toBe(!was);
    await expect
      .poll(() => marketApi.endpoints.stockDetail.select({ id })(store.getState()).data?.favorite, {
        timeout: 10_000,
      })
      .toBe(!was);
    favourites.unsubscribe();
    detail.unsubscribe();
  });

  it('pages a news list until a short page', async () => {
    const store = makeStore();
    const arg = { pageSize: 3 };
    const first = await store.dispatch(contentApi.endpoints.newsPage.initiate(arg));
    const total = first.data?.pages[0]?.total ?? 0;
    expect(total).toBeGreaterThan(3);
    let state = contentApi.endpoints.newsPage.select(arg)(store.getState());
    while (state.hasNextPage) {
      await store.dispatch(contentApi.endpoints.newsPage.initiate(arg, { direction: 'forward' }));
      state = contentApi.endpoints.newsPage.select(arg)(store.getState());
    }
    const records = state.data?.pages.flatMap((p) => p.records) ?? [];
    expect(records).toHaveLength(total);
    expect(new Set(records.map((r) => r.id)).size).toBe(total);
    expect(state.data?.pages.length).toBe(Math.ceil(total / 3));
  });

  it('asks every answered read again: true once all answered anew, false offline with the old answers kept', async () => {
    const store = makeStore();
    await store.dispatch(contentApi.endpoints.tenantConfig.initiate());
    await store.dispatch(contentApi.endpoints.newsPage.initiate({ pageSize: 3 }));
    const stamps = () =>
      Object.values(store.getState().api.queries).map((entry) => entry?.fulfilledTimeStamp ?? 0);
    const before = stamps();
    expect(before).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await refetchAnswered(store)).toBe(true);
    const after = stamps();
    after.forEach((stamp, i) => expect(stamp).toBeGreaterThan(before[i]!));

    // A page kept from an earlier visit, opened with no server to answer.
    const offline = createAppStore({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
    offline.dispatch(hydrateApi(cacheForBrowser(store)));
    expect(await refetchAnswered(offline)).toBe(false);
    const config = contentApi.endpoints.tenantConfig.select()(offline.getState());
    expect(TenantConfig.safeParse(config.data).success).toBe(true);
  });
});
