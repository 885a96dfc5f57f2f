import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userBanks } from '../../src/db/schema';
import { expect } from 'vitest';
import { findUserByUsername } from '../../src/identity/user-repository';
import { auditLedger } from '../../src/ledger/ledger-audit';
import { credit } from '../../src/ledger/movements';
import { HOUSE } from '../../src/ledger/accounts';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import type { Services } from '../../src/services';
import { login, stepUp, uniqueUsername, withFreshCode, type Envelope } from '../support/api';

export interface MoneyCall {
  host?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** Sent as Idempotency-Key. */
  key?: string;
}

/** An /api call through app.inject that can also carry an Idempotency-Key. */
export async function api<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: MoneyCall = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { host: options.host ?? 'ngn.localhost' };
  if (options.token) headers.token = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers,
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return response.json() as Envelope<T>;
}

/** The data of a call that must succeed. */
export async function ok<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: MoneyCall = {},
): Promise<T> {
  const body = await api<T>(app, method, path, options);
  if (body.code !== 0) throw new Error(`${method} ${path} failed: ${body.code} ${body.msg}`);
  return body.data;
}

export function servicesOf(app: FastifyInstance): Services {
  return (app as unknown as { services: Services }).services;
}

export interface Investor {
  token: string;
  userId: number;
  tenantId: string;
  host: string;
  username: string;
  /** The TOTP secret where the tenant requires a second factor (the investor is enrolled). */
  totpSecret?: string;
}

/** Registers a fresh investor on a tenant and logs in. */
export async function newInvestor(app: FastifyInstance, tenantId = 'ngn'): Promise<Investor> {
  const host = `${tenantId}.localhost`;
  const username = uniqueUsername('m');
  await ok(app, 'POST', '/user/register', {
    host,
    body: { username, password: 'abc123', authCode: REGISTRATION_CODES[tenantId] },
  });
  const token = await login(app, username, 'abc123', host);
  const user = await findUserByUsername(servicesOf(app).db, tenantId, username);
  const investor: Investor = { token, userId: user!.id, tenantId, host, username };
  if (servicesOf(app).tenants.get(tenantId)?.rules.security.twoFactor !== 'required')
    return investor;
  // Turning a second factor on asks for the password first (a stolen session cannot).
  await ok(app, 'POST', '/user/step-up', { host, token, body: { password: 'abc123' } });
  const { secret } = await ok<{ secret: string }>(app, 'POST', '/user/twoFactor/setup', {
    host,
    token,
  });
  await withFreshCode(secret, (code) =>
    api(app, 'POST', '/user/twoFactor/confirm', { host, token, body: { code } }),
  );
  return { ...investor, totpSecret: secret };
}

/** Puts money on an investor's cash account through a real ledger transaction. */
export async function fund(
  app: FastifyInstance,
  investor: Investor,
  currency: 'NGN' | 'USD' | 'INR' | 'BRL',
  amount: string,
) {
  const { db } = servicesOf(app);
  await db.transaction((tx) =>
    credit(tx as never, {
      tenantId: investor.tenantId,
      userId: investor.userId,
      currency,
      amount,
      scene: 'USER_DEPOSIT',
      description: 'Test funding',
      houseAccount: HOUSE.depositClearing,
    }),
  );
}

export async function expectLedgerConsistent(app: FastifyInstance): Promise<void> {
  const { db } = servicesOf(app);
  expect(await auditLedger(db)).toEqual([]);
  // The per-tenant form filters each of its queries by tenant: it must agree.
  expect(await auditLedger(db, 'ngn')).toEqual([]);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of its own content: the tiny PNG with `tag` after its end (viewers ignore it). */
export const pngTagged = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)]);

/** Uploads a tiny PNG (or `image`) as the investor and returns its upload id. */
export async function uploadImage(
  app: FastifyInstance,
  investor: Investor,
  bizType: 'KYC' | 'DEPOSIT',
  image: Buffer = PNG,
): Promise<number> {
  const boundary = '----money-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="bizType"\r\n\r\n${bizType}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/app/upload',
    headers: {
      host: investor.host,
      token: investor.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  const body = response.json() as Envelope<{ id: number }>;
  if (body.code !== 0) throw new Error(`upload failed: ${body.code} ${body.msg}`);
  return body.data.id;
}

/** An NGN investor's KYC form that passes every check (an 11-digit NIN, a NUBAN with its check digit). */
export const NGN_KYC = {
  name: 'Ada Obi',
  idType: 'NIN',
  idNumber: '12345678901',
  bank: 'Zenith Bank',
  cardNo: '0011223346',
};

/** Submits NGN_KYC with `photo` (a fresh upload when none is given); answers the record, to review. */
export async function submitKyc(app: FastifyInstance, investor: Investor, photo?: number) {
  return ok(app, 'POST', '/kyc', {
    host: investor.host,
    token: investor.token,
    body: { ...NGN_KYC, photo: [photo ?? (await uploadImage(app, investor, 'KYC'))] },
  });
}

/** A back-office operator of the investor's tenant (a user the audit log can name). */
export async function operatorOf(app: FastifyInstance, tenantId: string) {
  const op = await newInvestor(app, tenantId);
  return {
    tenantId,
    userId: op.userId,
    username: op.username,
    role: 'operator' as const,
    channel: 'api' as const,
  };
}

/**
 * Saves a withdrawal destination through /userBank/add and lets its cooling-off pass (moves
 * its usableFrom into the past), for tests about what happens after.
 */
export async function saveUsableDestination(
  app: FastifyInstance,
  investor: Pick<Investor, 'host' | 'token'>,
  body: object,
): Promise<{ id: number }> {
  const saved = await ok<{ id: number }>(app, 'POST', '/userBank/add', {
    host: investor.host,
    token: investor.token,
    body,
  });
  await servicesOf(app)
    .db.update(userBanks)
    .set({ usableFrom: new Date(Date.now() - 60_000) })
    .where(eq(userBanks.id, saved.id));
  return saved;
}

/**
 * Sets an investor's first withdrawal password as the app does: the account's own proof on
 * the session first (its second factor where it has one, else its password).
 */
export async function setOpPassword(app: FastifyInstance, investor: Investor, password: string) {
  const { host, token } = investor;
  if (investor.totpSecret) await stepUp(app, host, token, investor.totpSecret);
  else await ok(app, 'POST', '/user/step-up', { host, token, body: { password: 'abc123' } });
  await ok(app, 'PUT', '/user/opPwd', { host, token, body: { password } });
}
