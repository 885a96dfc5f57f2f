import { describe, expect, it } from 'vitest';
import {
  CheckAuthCodeRequest,
  KLINE_PERIOD_LABELS,
  KLINE_SELECTOR_ORDER,
  KlinePeriod,
  MARKET_TABS,
  TransactionScene,
  endpointList,
  endpoints,
  envelope,
  offerWindow,
  ok,
  parseMarketTab,
  type EndpointName,
} from '../src/index.js';
import { samples } from './samples.js';

const names = Object.keys(endpoints) as EndpointName[];

describe('every endpoint accepts a realistic request and response', () => {
  it('has a sample for each endpoint', () => {
    expect(Object.keys(samples).sort()).toEqual([...names].sort());
  });

  for (const e of endpointList) {
    it(`${e.method} ${e.path}`, () => {
      const s = samples[e.name];
      const req = e.request.safeParse(s.request);
      expect(req.success, req.error?.message).toBe(true);
      const res = envelope(e.response).safeParse(ok(s.response));
      expect(res.success, res.error?.message).toBe(true);
    });
  }
});

/** Parse a request through the endpoint table; returns whether it passed. */
function accepts<N extends EndpointName>(name: N, value: unknown): boolean {
  return endpoints[name].request.safeParse(value).success;
}
function acceptsResponse<N extends EndpointName>(name: N, value: unknown): boolean {
  return endpoints[name].response.safeParse(value).success;
}

describe('requests reject wrong input', () => {
  it('a step-up with exactly one proof: a second factor or the password', () => {
    expect(accepts('stepUp', { password: 'abc123' })).toBe(true);
    expect(accepts('stepUp', { secondFactor: { code: '123456' } })).toBe(true);
    expect(accepts('stepUp', {})).toBe(false);
    expect(accepts('stepUp', { password: 'abc123', secondFactor: { code: '123456' } })).toBe(false);
    expect(accepts('notMe', {})).toBe(false);
  });

  it('missing required fields', () => {
    expect(accepts('buy', { id: 1, amount: 10 })).toBe(false);
    expect(accepts('login', { username: 'ada' })).toBe(false);
    expect(accepts('register', { username: 'ada_obi', password: '123456' })).toBe(false);
    expect(accepts('stockHistoryKline', { id: 1 })).toBe(false);
    expect(accepts('stockRank', { market: 'NSENG' })).toBe(false);
    expect(accepts('kycSubmit', { name: 'A', idType: 'NIN', idNumber: '1' })).toBe(false);
    expect(accepts('newsDetail', {})).toBe(false);
    expect(accepts('userBankDelete', {})).toBe(false);
    expect(accepts('upload', {})).toBe(false);
  });

  it('money as a number', () => {
    expect(accepts('buy', { id: 1, amount: 10, price: 480.5 })).toBe(false);
    expect(accepts('deposit', { amount: 50000, accountName: 'Ada' })).toBe(false);
    expect(accepts('exchangeToUSD', { amount: 10 })).toBe(false);
    expect(accepts('funding', { id: 1, amount: 100 })).toBe(false);
    expect(accepts('quantBuy', { id: 1, amount: 100 })).toBe(false);
    const r = endpoints.withdraw.request.safeParse({
      amount: 10,
      opPwd: '123456',
      usdt: true,
      accountNumber: 'T',
    });
    expect(r.error?.issues.find((i) => i.path[0] === 'amount')?.message).toBe(
      'must be a decimal string',
    );
  });

  it('a withdrawal names its saved destination by id or by its number', () => {
    const withdraw = { amount: '10', opPwd: '123456' };
    expect(accepts('withdraw', { ...withdraw, bankId: 3 })).toBe(true);
    expect(accepts('withdraw', { ...withdraw, usdt: true, bankId: 3 })).toBe(true);
    expect(accepts('withdraw', { ...withdraw, usdt: true, accountNumber: 'T' })).toBe(true);
    expect(accepts('withdraw', { ...withdraw, usdt: true })).toBe(false);
    expect(accepts('withdraw', { ...withdraw, bankId: 0 })).toBe(false);
  });

  it('money that is zero or negative where it must be positive', () => {
    expect(accepts('deposit', { amount: '0', accountName: 'Ada' })).toBe(false);
    expect(accepts('exchangeToLocal', { amount: '-1.00' })).toBe(false);
    expect(accepts('buy', { id: 1, amount: 10, price: '0.00' })).toBe(false);
  });

  it('negative, zero or fractional quantities', () => {
    expect(accepts('buy', { id: 1, amount: -10, price: '1' })).toBe(false);
    expect(accepts('sell', { id: 1, amount: 0, price: '1' })).toBe(false);
    expect(accepts('sell', { id: 1, amount: 2.5, price: '1' })).toBe(false);
    expect(accepts('blockTradeBuy', { id: 1, amount: -1 })).toBe(false);
    expect(accepts('snapUpApply', { id: 1, amount: 0 })).toBe(false);
    expect(accepts('applyIpo', { id: 1, amount: -1 })).toBe(false);
    expect(accepts('applyIpo', { id: 1, amount: 0 })).toBe(true); // amountOpen false → 0
  });

  it('wrong types', () => {
    expect(accepts('buy', { id: '1', amount: 10, price: '1' })).toBe(false); // body ids are numbers
    expect(accepts('buy', { id: 1, amount: '10', price: '1' })).toBe(false);
    expect(accepts('kycSubmit', { name: 'A', idType: 'NIN', idNumber: '1', photo: ['11'] })).toBe(
      false,
    );
    expect(accepts('stockDetail', { id: 'abc' })).toBe(false);
    expect(accepts('stockDetail', { id: 0 })).toBe(false);
    expect(
      accepts('withdraw', { amount: '1', opPwd: 123456, usdt: true, accountNumber: 'T' }),
    ).toBe(false);
  });

  it('out-of-range paging', () => {
    expect(accepts('newsPage', { pageNum: 0 })).toBe(false);
    expect(accepts('transactions', { pageSize: 1000 })).toBe(false);
    expect(accepts('stockPage', { pageNum: '-1' })).toBe(false);
    expect(accepts('stockRank', { market: 'US', rankType: 'VOLUME', pageSize: 101 })).toBe(false);
    expect(accepts('stockHistoryKline', { id: 1, timePeriod: 'DAY', limit: 501 })).toBe(false);
    expect(accepts('stockHistoryKline', { id: 1, timePeriod: 'DAY', limit: 0 })).toBe(false);
  });

  it('bad enum values', () => {
    expect(accepts('stockRank', { market: 'LSE', rankType: 'VOLUME' })).toBe(false);
    expect(accepts('stockRank', { market: 'US', rankType: 'LOSERS' })).toBe(false);
    expect(accepts('stockRank', { market: 'US', rankType: 'VOLUME', direction: 'UP' })).toBe(false);
    expect(accepts('stockRank', { market: 'US', rankType: 'VOLUME', sortType: 'PRICE' })).toBe(
      false,
    );
    expect(accepts('stockHistoryKline', { id: 1, timePeriod: '1m' })).toBe(false);
    expect(accepts('transactions', { scene: 'DEPOSIT' })).toBe(false);
    expect(accepts('ipoPage', { area: 'EUR' })).toBe(false);
    expect(accepts('upload', { bizType: 'AVATAR' })).toBe(false);
  });

  it('password and username rules', () => {
    expect(accepts('register', { username: 'ab', password: '123456', authCode: 'X' })).toBe(false);
    expect(accepts('register', { username: 'ada obi', password: '123456', authCode: 'X' })).toBe(
      false,
    );
    expect(
      accepts('register', { username: 'a'.repeat(21), password: '123456', authCode: 'X' }),
    ).toBe(false);
    expect(accepts('register', { username: 'ada_obi', password: '12345', authCode: 'X' })).toBe(
      false,
    );
    expect(accepts('register', { username: 'ada_obi', password: '1234567', authCode: 'X' })).toBe(
      false,
    );
    expect(accepts('register', { username: 'ada_obi', password: '123456', authCode: '  ' })).toBe(
      false,
    );
    expect(
      accepts('register', {
        username: 'ada_obi',
        password: '123456',
        authCode: 'X',
        email: 'nope',
      }),
    ).toBe(false);
    expect(accepts('changePassword', { oldPassword: '123456', password: '12345' })).toBe(false);
    expect(accepts('setOpPassword', { password: '1234567' })).toBe(false);
    expect(
      accepts('withdraw', { amount: '1', opPwd: '12345', usdt: true, accountNumber: 'T' }),
    ).toBe(false);
  });

  it('KYC photos: 1 to 2', () => {
    const base = { name: 'Ada', idType: 'NIN', idNumber: '1' };
    expect(accepts('kycSubmit', { ...base, photo: [] })).toBe(false);
    expect(accepts('kycSubmit', { ...base, photo: [1, 2, 3] })).toBe(false);
    expect(accepts('kycSubmit', { ...base, photo: [1] })).toBe(true);
  });

  it('bank withdrawals and bank accounts need name and bank; USDT only the address', () => {
    expect(accepts('withdraw', { amount: '1', opPwd: '123456', accountNumber: '0123' })).toBe(
      false,
    );
    expect(
      accepts('withdraw', {
        amount: '1',
        opPwd: '123456',
        accountNumber: '0123',
        accountName: 'A',
        bank: 'B',
      }),
    ).toBe(true);
    expect(accepts('withdraw', { amount: '1', opPwd: '123456', usdt: true })).toBe(false);
    expect(accepts('userBankAdd', { accountName: 'A', accountNumber: '1' })).toBe(false);
    expect(accepts('userBankAdd', { usdt: true, accountName: 'A', accountNumber: 'T1' })).toBe(
      true,
    );
    expect(accepts('userBankUpdate', { accountName: 'A', bank: 'B', accountNumber: '1' })).toBe(
      false,
    ); // no id
    expect(accepts('deposit', { amount: '1' })).toBe(false);
    expect(accepts('deposit', { amount: '1', usdt: true })).toBe(true);
  });
});

describe('request defaults and coercion', () => {
  it('fills paging defaults', () => {
    expect(endpoints.newsPage.request.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(endpoints.stockRank.request.parse({ market: 'US', rankType: 'VOLUME' })).toEqual({
      market: 'US',
      rankType: 'VOLUME',
      pageNum: 1,
      pageSize: 20,
    });
    expect(endpoints.stockHistoryKline.request.parse({ id: '5', timePeriod: 'DAY' })).toEqual({
      id: 5,
      timePeriod: 'DAY',
      limit: 100,
    });
    expect(endpoints.transactions.request.parse({}).desc).toBe(true);
  });

  it('coerces query strings for GET endpoints', () => {
    expect(CheckAuthCodeRequest.parse({ authCode: 'X', usdt: 'true' })).toEqual({
      authCode: 'X',
      usdt: true,
    });
    expect(CheckAuthCodeRequest.safeParse({ authCode: 'X', usdt: 'yes' }).success).toBe(false);
    expect(
      endpoints.stockPage.request.parse({ keyword: ' dan ', pageNum: '2', pageSize: '5' }),
    ).toEqual({
      keyword: 'dan',
      pageNum: 2,
      pageSize: 5,
    });
    expect(endpoints.balanceAndPosition.request.parse({ stockId: '101' })).toEqual({
      stockId: 101,
    });
  });
});

describe('responses reject wrong data', () => {
  it('money as a number and market data as a string', () => {
    const bal = samples.userBalance.response;
    expect(acceptsResponse('userBalance', { ...bal, balance: 150000 })).toBe(false);
    const stock = samples.stockDetail.response;
    expect(acceptsResponse('stockDetail', { ...stock, price: '480.5' })).toBe(false);
  });
  it('missing total in a page, bad status', () => {
    expect(acceptsResponse('newsPage', { records: [], pageNum: 1, pageSize: 10 })).toBe(false);
    const dep = samples.deposit.response;
    expect(acceptsResponse('deposit', { ...dep, status: 'PENDING' })).toBe(false);
    expect(acceptsResponse('kyc', null)).toBe(true);
  });
  it('tenant config enums', () => {
    const cfg = samples.tenantConfig.response;
    expect(acceptsResponse('tenantConfig', { ...cfg, defaultTheme: 4 })).toBe(false);
    expect(acceptsResponse('tenantConfig', { ...cfg, marketBuyModel: 2 })).toBe(false);
    expect(acceptsResponse('tenantConfig', { ...cfg, defaultLanguage: 'fr' })).toBe(false);
    expect(acceptsResponse('tenantConfig', { ...cfg, defaultCurrency: 'EN' })).toBe(false);
  });
});

describe('enums and UI maps', () => {
  it('has all 11 transaction scenes', () => {
    expect(TransactionScene.options).toHaveLength(11);
  });
  it('maps kline periods to labels in selector order', () => {
    expect(KlinePeriod.options).toEqual([
      'MIN1',
      'MIN5',
      'MIN15',
      'MIN30',
      'HOUR',
      'HOUR4',
      'DAY',
      'WEEK',
      'MONTH',
    ]);
    expect(KLINE_SELECTOR_ORDER.map((p) => KLINE_PERIOD_LABELS[p])).toEqual([
      '1m',
      'D',
      'W',
      'M',
      '5m',
      '15m',
      '30m',
    ]);
    expect('HOUR' in KLINE_PERIOD_LABELS).toBe(false);
  });
  it('describes market tabs 0..4 and parses the tab query', () => {
    expect(MARKET_TABS.map((t) => t.tab)).toEqual([0, 1, 2, 3, 4]);
    expect(MARKET_TABS[2]).toMatchObject({ rankType: 'GAINERS' });
    expect(MARKET_TABS[3]).toMatchObject({ rankType: 'LOOSER' });
    expect(MARKET_TABS[4]).toMatchObject({ market: 'US', rankType: 'VOLUME' });
    expect(parseMarketTab('3')).toBe(3);
    expect(parseMarketTab(4)).toBe(4);
    // Links written by hand or by other apps pad the number; they mean the same tab.
    for (const same of ['02', '002', ' 2', '2 ']) expect(parseMarketTab(same)).toBe(2);
    for (const bad of ['5', '-1', '1.5', 'x', '0x2', '2e0', '', undefined, 7])
      expect(parseMarketTab(bad)).toBe(0);
  });
  it('derives an offer window from start and end', () => {
    expect(offerWindow(100, 200, 50)).toBe('NOT_STARTED');
    expect(offerWindow(100, 200, 150)).toBe('OPEN');
    expect(offerWindow(100, 200, 250)).toBe('ENDED');
  });
});
