import { ERRORS, type ChartSettings } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, login, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const DEFAULT_PARAMS: ChartSettings['params'] = {
  MA: [5, 10, 30, 60],
  BOLL: [20, 2],
  MACD: [12, 26, 9],
  KDJ: [9, 3, 3],
  RSI: [6, 12, 24],
  WR: [6, 10, 14],
};

describe.each(DB_KINDS)('chart settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signUp(): Promise<string> {
    const username = uniqueUsername('cs');
    await call(t.app, 'POST', '/user/register', {
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    return login(t.app, username, 'abc123');
  }
  const read = (token: string) =>
    call<ChartSettings | null>(t.app, 'GET', '/user/chartSettings', { token });
  const save = (token: string, body: unknown) =>
    call<ChartSettings>(t.app, 'PUT', '/user/chartSettings', { token, body });

  it('has none saved until the user saves some, then reads back what was saved', async () => {
    const token = await signUp();
    expect((await read(token)).body).toMatchObject({ code: 0, data: null });

    const settings: ChartSettings = {
      indicators: ['MA', 'MACD', 'RSI'],
      params: { ...DEFAULT_PARAMS, MA: [7, 10, 30, 60], RSI: [9, 14, 28] },
    };
    expect((await save(token, settings)).body).toMatchObject({ code: 0, data: settings });
    expect((await read(token)).body.data).toEqual(settings);

    // A second save replaces the first whole.
    const fewer: ChartSettings = { indicators: [], params: DEFAULT_PARAMS };
    await save(token, fewer);
    expect((await read(token)).body.data).toEqual(fewer);
  });

  it('refuses parameters outside the settings sheet’s ranges with the validation error, and keeps the saved ones', async () => {
    const token = await signUp();
    const kept: ChartSettings = {
      indicators: ['MA'],
      params: { ...DEFAULT_PARAMS, MA: [8, 10, 30, 60] },
    };
    await save(token, kept);
    for (const params of [
      { ...DEFAULT_PARAMS, MA: [0, 10, 30, 60] },
      { ...DEFAULT_PARAMS, RSI: [6, 12, 999] },
      { ...DEFAULT_PARAMS, BOLL: [20, 11] },
      { ...DEFAULT_PARAMS, WR: [6, 10.5, 14] },
      { ...DEFAULT_PARAMS, MACD: [26, 12, 9] },
    ]) {
      const refused = (await save(token, { indicators: ['MA'], params })).body;
      expect(refused.code).toBe(ERRORS.VALIDATION.code);
      expect(refused.data).toBeNull();
    }
    const unknown = await save(token, { indicators: ['VWAP'], params: DEFAULT_PARAMS });
    expect(unknown.body.code).toBe(ERRORS.VALIDATION.code);
    expect((await read(token)).body.data).toEqual(kept);
  });

  it('shows each user only their own settings, and none without signing in', async () => {
    const [ada, bola] = [await signUp(), await signUp()];
    await save(ada, { indicators: ['KDJ'], params: { ...DEFAULT_PARAMS, KDJ: [14, 3, 3] } });
    expect((await read(bola)).body.data).toBeNull();
    await save(bola, { indicators: ['WR'], params: DEFAULT_PARAMS });
    expect((await read(ada)).body.data).toEqual({
      indicators: ['KDJ'],
      params: { ...DEFAULT_PARAMS, KDJ: [14, 3, 3] },
    });
    const anonymous = await call(t.app, 'GET', '/user/chartSettings');
    expect(anonymous.body).toMatchObject({ code: ERRORS.NO_TOKEN.code, data: null });
  });
});
