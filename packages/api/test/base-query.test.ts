import { endpointNames, endpoints } from '@trading/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acknowledgeJumpToEnrolment,
  acknowledgeJumpToLogin,
  api,
  CLIENT_ERROR,
  contentApi,
  createAppStore,
  financeApi,
  marketApi,
  memoryStorage,
  selectJumpToEnrolment,
  selectJumpToLogin,
  selectLanguage,
  selectToken,
  setLanguage,
  setToken,
  STORAGE_KEYS,
  tradeApi,
  userApi,
  type ApiError,
} from '../src/index.js';
import { contractResponseCheck } from '../src/contract-check.js';
import { fail, jsonBody, ok, startLocalServer, type LocalServer } from './support/local-server.js';
import { order, tenantConfig } from './support/fixtures.js';

let server: LocalServer;
beforeEach(async () => {
  server = await startLocalServer(() => ok(null));
});
afterEach(() => server.close());

function makeStore(storage = memoryStorage(), timeouts = {}) {
  return createAppStore({
    baseUrl: server.baseUrl,
    storage,
    checkResponse: contractResponseCheck,
    timeouts,
  });
}

describe('envelope', () => {
  it('returns data when code is 0', async () => {
    server.handle(() => ok(tenantConfig));
    const result = await makeStore().dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect(result.data).toEqual(tenantConfig);
  });

  it('turns any other code into { code, message } with the server message', async () => {
    server.handle(() => fail(20001, 'Insufficient Balance'));
    const result = await makeStore().dispatch(
      tradeApi.endpoints.buy.initiate({ id: 7, amount: 10, price: '47.21' }),
    );
    expect(result.error).toEqual({ code: 20001, message: 'Insufficient Balance' });
  });

  it('says "Network Error" when the server gives no message', async () => {
    server.handle(() => fail(50000, ''));
    const result = await makeStore().dispatch(userApi.endpoints.userProfile.initiate());
    expect(result.error).toEqual({ code: 50000, message: 'Network Error' });
  });

  it('says "Network Error" when the answer is not an envelope', async () => {
    server.handle(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const result = await makeStore().dispatch(userApi.endpoints.userProfile.initiate());
    expect(result.error).toEqual({ code: CLIENT_ERROR.NETWORK, message: 'Network Error' });
  });

  it('says "Network Error" when nothing answers', async () => {
    await server.close();
    const result = await makeStore().dispatch(userApi.endpoints.userProfile.initiate());
    expect(result.error).toEqual({ code: CLIENT_ERROR.NETWORK, message: 'Network Error' });
  });

  it('says "Network Error" when the endpoint timeout passes', async () => {
    server.handle(() => ({ ...ok(tenantConfig), delayMs: 500 }));
    const store = makeStore(memoryStorage(), { default: 50 });
    const started = Date.now();
    const result = await store.dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect(result.error).toEqual({ code: CLIENT_ERROR.NETWORK, message: 'Network Error' });
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('uses the kline timeout class for candles', async () => {
    server.handle(() => ({ ...ok([]), delayMs: 150 }));
    // The default class would time out; candles have their own, longer class.
    const store = makeStore(memoryStorage(), { default: 50, kline: 2_000 });
    const result = await store.dispatch(
      marketApi.endpoints.stockHistoryKline.initiate({ id: 7, timePeriod: 'DAY' }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data?.pages).toEqual([[]]);
  });

  it('rejects data outside the contract when validation is on', async () => {
    server.handle(() => ok({ ...tenantConfig, defaultTheme: 9 }));
    const result = await makeStore().dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect((result.error as ApiError).code).toBe(CLIENT_ERROR.INVALID_RESPONSE);
  });
});

describe('session', () => {
  it.each([-99999, 11011, 11012])(
    'code %i clears the token and sets jump-to-login',
    async (code) => {
      const storage = memoryStorage({ [STORAGE_KEYS.token]: 'old-token' });
      const store = makeStore(storage);
      expect(selectToken(store.getState())).toBe('old-token');
      server.handle(() => fail(code, 'Please log in', 401));

      const result = await store.dispatch(userApi.endpoints.userProfile.initiate());

      expect(result.error).toEqual({ code, message: 'Please log in' });
      expect(selectToken(store.getState())).toBeNull();
      expect(selectJumpToLogin(store.getState())).toBe(true);
      expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
      store.dispatch(acknowledgeJumpToLogin());
      expect(selectJumpToLogin(store.getState())).toBe(false);
    },
  );

  it('leaves the session alone on other error codes', async () => {
    const store = makeStore(memoryStorage({ [STORAGE_KEYS.token]: 't' }));
    server.handle(() => fail(20001, 'Insufficient Balance'));
    await store.dispatch(userApi.endpoints.userProfile.initiate());
    expect(selectToken(store.getState())).toBe('t');
    expect(selectJumpToLogin(store.getState())).toBe(false);
  });

  it('login stores the token (and persists it); logout clears it', async () => {
    const storage = memoryStorage();
    const store = makeStore(storage);
    server.handle(() => ok({ token: 'fresh' }));
    await store.dispatch(
      userApi.endpoints.login.initiate({ username: 'demo', password: 'demo12' }),
    );
    expect(selectToken(store.getState())).toBe('fresh');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('fresh');

    server.handle(() => ok(null));
    await store.dispatch(userApi.endpoints.logout.initiate());
    expect(server.received.at(-1)?.headers.token).toBe('fresh');
    expect(selectToken(store.getState())).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(selectJumpToLogin(store.getState())).toBe(false);
  });

  it('asks for the two-factor set-up when a sign-in or a refused call says it is required', async () => {
    const store = makeStore();
    server.handle(() => ok({ token: 'fresh' }));
    await store.dispatch(userApi.endpoints.login.initiate({ username: 'a', password: 'b' }));
    expect(selectJumpToEnrolment(store.getState())).toBe(false);

    server.handle(() => ok({ token: 'fresh', enrolmentRequired: true }));
    await store.dispatch(userApi.endpoints.login.initiate({ username: 'a', password: 'b' }));
    expect(selectJumpToEnrolment(store.getState())).toBe(true);
    store.dispatch(acknowledgeJumpToEnrolment());
    expect(selectJumpToEnrolment(store.getState())).toBe(false);

    server.handle(() => fail(20012, 'Turn on two-factor sign-in first'));
    await store.dispatch(tradeApi.endpoints.buy.initiate({ id: 7, amount: 10, price: '47.21' }));
    expect(selectJumpToEnrolment(store.getState())).toBe(true);
    server.handle(() => ok(null));
    await store.dispatch(userApi.endpoints.logout.initiate());
    expect(selectJumpToEnrolment(store.getState())).toBe(false);
  });

  it('login drops the previous user’s cached data', async () => {
    const store = makeStore();
    server.handle(() => ok(tenantConfig));
    const sub = store.dispatch(contentApi.endpoints.tenantConfig.initiate());
    await sub;
    expect(contentApi.endpoints.tenantConfig.select()(store.getState()).data).toBeDefined();
    server.handle(() => ok({ token: 'fresh' }));
    await store.dispatch(
      userApi.endpoints.login.initiate({ username: 'demo', password: 'demo12' }),
    );
    expect(contentApi.endpoints.tenantConfig.select()(store.getState()).data).toBeUndefined();
    sub.unsubscribe();
  });

  it('takes the tenant default language until the user chooses one', async () => {
    const storage = memoryStorage();
    const store = makeStore(storage);
    expect(selectLanguage(store.getState())).toBe('en');
    server.handle(() => ok(tenantConfig));
    await store.dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect(selectLanguage(store.getState())).toBe('pt');
    expect(storage.getItem(STORAGE_KEYS.language)).toBeNull();

    store.dispatch(setLanguage('zh'));
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('zh');
    // A stored choice wins over the tenant default in the next session.
    const next = makeStore(storage);
    await next.dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect(selectLanguage(next.getState())).toBe('zh');
  });
});

describe('request', () => {
  it('sends Token when present and Accept-Language always', async () => {
    const store = makeStore();
    server.handle(() => ok(tenantConfig));
    await store.dispatch(contentApi.endpoints.tenantConfig.initiate());
    expect(server.received[0]?.headers.token).toBeUndefined();
    expect(server.received[0]?.headers['accept-language']).toBe('en');

    // The tenant's default language (pt) now applies, and a token is present.
    store.dispatch(setToken('abc'));
    await store.dispatch(
      contentApi.endpoints.tenantConfig.initiate(undefined, { forceRefetch: true }),
    );
    expect(server.received[1]?.headers.token).toBe('abc');
    expect(server.received[1]?.headers['accept-language']).toBe('pt');
  });

  it('puts GET fields in the query string', async () => {
    server.handle(() => ok(null));
    await makeStore().dispatch(
      financeApi.endpoints.checkAuthCode.initiate({ authCode: 'A 1&2', usdt: true }),
    );
    const r = server.received[0];
    expect(r?.method).toBe('GET');
    expect(r?.url).toBe('/api/finance/checkAuthCode?authCode=A+1%262&usdt=true');
    expect(r?.body.length).toBe(0);
  });

  it('puts DELETE fields in the query string', async () => {
    await makeStore().dispatch(financeApi.endpoints.userBankDelete.initiate({ bankId: 3 }));
    expect(server.received[0]?.method).toBe('DELETE');
    expect(server.received[0]?.url).toBe('/api/userBank/delete?bankId=3');
  });

  it('sends POST and PUT fields as a JSON body', async () => {
    const bank = {
      id: 4,
      usdt: false,
      accountName: 'Ada',
      bank: 'GTBank',
      accountNumber: '0123',
      branch: null,
      bankCode: null,
      extraCode: null,
    };
    server.handle(() => ok(bank));
    const store = makeStore();
    await store.dispatch(
      financeApi.endpoints.userBankUpdate.initiate({
        id: 4,
        accountName: 'Ada',
        bank: 'GTBank',
        accountNumber: '0123',
      }),
    );
    const r = server.received[0];
    expect(r?.method).toBe('PUT');
    expect(r?.url).toBe('/api/userBank/update');
    expect(r?.headers['content-type']).toBe('application/json');
    expect(jsonBody(r)).toEqual({
      id: 4,
      accountName: 'Ada',
      bank: 'GTBank',
      accountNumber: '0123',
    });
  });

  it('substitutes path parameters and keeps them out of the body', async () => {
    await makeStore().dispatch(marketApi.endpoints.favoriteAdd.initiate({ id: 1009 }));
    const r = server.received[0];
    expect(r?.method).toBe('POST');
    expect(r?.url).toBe('/api/stock/favorite/1009');
    expect(jsonBody(r)).toEqual({});
  });

  it('sends an upload as multipart with the file and bizType', async () => {
    server.handle(() => ok({ id: 9, url: '/uploads/9.png' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'id-card.png', {
      type: 'image/png',
    });
    const result = await makeStore().dispatch(
      contentApi.endpoints.upload.initiate({ bizType: 'KYC', file }),
    );
    expect(result.data).toEqual({ id: 9, url: '/uploads/9.png' });
    const r = server.received[0];
    expect(r?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = r?.body.toString('latin1') ?? '';
    expect(body).toMatch(/name="bizType"\r\n\r\nKYC\r\n/);
    expect(body).toMatch(/name="file"; filename="id-card.png"\r\nContent-Type: image\/png/);
    expect(body).toContain('\x89PNG');
  });

  it('sends an Idempotency-Key on idempotent calls only', async () => {
    server.handle((req) => (req.url.includes('buy') ? ok(order) : ok({ token: 't' })));
    const store = makeStore();
    await store.dispatch(tradeApi.endpoints.buy.initiate({ id: 7, amount: 10, price: '47.21' }));
    await store.dispatch(
      tradeApi.endpoints.buy.initiate({ id: 7, amount: 10, price: '47.21', idempotencyKey: 'k-1' }),
    );
    await store.dispatch(
      userApi.endpoints.login.initiate({ username: 'demo', password: 'demo12' }),
    );
    const [generated, given, login] = server.received;
    expect(generated?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(given?.headers['idempotency-key']).toBe('k-1');
    expect(jsonBody(given)).toEqual({ id: 7, amount: 10, price: '47.21' });
    expect(login?.headers['idempotency-key']).toBeUndefined();
  });
});

describe('generated from the contract', () => {
  it('has one endpoint per contract entry', () => {
    expect(Object.keys(api.endpoints).sort()).toEqual([...endpointNames].sort());
  });

  it('knows every multipart endpoint (their file type is declared by name)', () => {
    const multipart = endpointNames.filter((n) => endpoints[n].input === 'multipart');
    expect(multipart).toEqual(['upload']);
  });
});
