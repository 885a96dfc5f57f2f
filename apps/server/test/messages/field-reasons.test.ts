import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, login, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

// Words of the contract's English reasons; none may show through a pt or zh answer.
const ENGLISH =
  /\b(must|be|is|exactly|least|most|characters|invalid|required|letters|digits|or|an|email|address|code|phone|number)\b/i;

/** The answer's text without the field's name (fields stay as the API spells them). */
const reasonOf = (msg: string, field: string) => msg.replace(field, '');

describe.each(DB_KINDS)('field validation messages in the caller language, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const username = uniqueUsername('fr');
    const made = await call(t.app, 'POST', '/user/register', {
      host: 'brl.localhost',
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.brl },
    });
    expect(made.body.code, made.body.msg).toBe(0);
    token = await login(t.app, username, 'abc123', 'brl.localhost');
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: '/user/register',
    body: { username: uniqueUsername('fq'), password: 'abc123', authCode: 'JOIN-BRL', ...body },
  });
  const cases = [
    { name: 'exact length', field: 'password', ...register({ password: '123' }) },
    { name: 'a pattern', field: 'username', ...register({ username: 'a!' }) },
    { name: 'an email', field: 'email', ...register({ email: 'not-an-email' }) },
    { name: 'a phone', field: 'mobile', ...register({ mobile: 'call me' }) },
    {
      name: 'a maximum length',
      field: 'username',
      method: 'POST' as const,
      path: '/user/login',
      body: { username: 'x'.repeat(30), password: 'abc123' },
    },
    {
      name: 'a minimum length',
      field: 'password',
      method: 'PUT' as const,
      path: '/user/password',
      body: { oldPassword: 'abc123', password: '12' },
      auth: true,
    },
    {
      name: 'an email (forgot password)',
      field: 'email',
      method: 'POST' as const,
      path: '/user/password/forgot',
      body: { email: 'nobody' },
    },
  ];

  it.each(cases)('words $name fully in pt and zh', async (c) => {
    const texts: Record<string, string> = {};
    for (const lang of ['en', 'pt', 'zh']) {
      const { body } = await call(t.app, c.method, c.path, {
        host: 'brl.localhost',
        lang,
        body: c.body,
        ...('auth' in c ? { token } : {}),
      });
      expect(body.code, `${lang}: ${body.msg}`).not.toBe(0);
      expect(body.msg).toContain(c.field);
      texts[lang] = body.msg as string;
    }
    expect(texts.en).toMatch(ENGLISH);
    expect(reasonOf(texts.pt!, c.field)).not.toMatch(ENGLISH);
    expect(reasonOf(texts.zh!, c.field)).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('says the exact length in words of the language', async () => {
    const { body } = await call(t.app, 'POST', '/user/register', {
      host: 'brl.localhost',
      lang: 'pt',
      body: register({ password: '123' }).body,
    });
    expect(body.msg).toBe('password é inválido: deve ter exatamente 6 caracteres');
  });
});
