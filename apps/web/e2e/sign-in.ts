import { ERRORS } from '@trading/contract';
import { DEMO, DEMO_TOTP_SECRET, withFreshCode, type TotpClock } from '@trading/e2e/demo-investor';
import type { Page } from 'playwright-core';
import { callApi, sendApi } from './account-helpers';

export { DEMO, DEMO_TOTP_SECRET, totpCode } from '@trading/e2e/demo-investor';

/**
 * The browser-test server's TOTP clock for `secret` (the server of `page`'s origin, started
 * with TEST_TOTP_CLOCK): a test that has spent a window's codes moves it ahead, never waits.
 */
export function totpClock(page: Page, secret: string): TotpClock {
  return (steps) =>
    page.evaluate(
      async ([key, by]) => {
        const response = await fetch('/__test/totp-clock', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ secret: key, steps: by }),
        });
        return response.ok ? ((await response.json()) as { steps: number }).steps : null;
      },
      [secret, steps] as const,
    );
}
export interface Credentials {
  username: string;
  password: string;
  /** The account's TOTP key, when it has a second factor (the demo's by default). */
  secret?: string;
  /** The address registration gave, when it gave one. */
  email?: string;
}

let registered = 0;

/**
 * Registers a new investor with the tenant's demo join code (from a page of its origin) and
 * returns the credentials: a test that owns its account sees nothing other tests did.
 */
/** The password registerWithApi gives every investor it makes. */
export const INVESTOR_PASSWORD = 'abc123';

export async function registerWithApi(
  page: Page,
  tenantId: string,
  prefix: string,
  { withEmail = false }: { withEmail?: boolean } = {},
): Promise<Credentials> {
  const username = `${prefix}${tenantId}${(Date.now() % 1e9).toString(36)}${registered++}`;
  const password = INVESTOR_PASSWORD;
  const email = withEmail ? `${username}@example.test` : undefined;
  await callApi(page, 'POST', '/user/register', {
    body: { username, password, authCode: `JOIN-${tenantId.toUpperCase()}`, email },
  });
  return { username, password, ...(email ? { email } : {}) };
}

/**
 * THE way e2e tests sign in through the API (from a page of the tenant's origin): the
 * password, then, for an account with a second factor, a code of `secret`. Returns the token.
 */
export async function signInWithApi(
  page: Page,
  {
    username,
    password,
    secret = DEMO_TOTP_SECRET,
  }: { username: string; password: string; secret?: string } = DEMO,
): Promise<string> {
  const first = await sendApi(page, 'POST', '/user/login', { body: { username, password } });
  if (first.code !== 0) throw new Error(`sign-in failed: ${first.msg}`);
  const data = first.data as { token: string } | { ticket: string };
  if ('token' in data) return data.token;
  const signedIn = await withFreshCode<{ token: string }>(
    secret,
    (code) =>
      sendApi(page, 'POST', '/user/login/second-factor', {
        body: { ticket: data.ticket, secondFactor: { code } },
      }),
    totpClock(page, secret),
  );
  return signedIn.token;
}

/** Signs in through the API and hands the token to the app (the page's localStorage). */
export async function signInPage(page: Page, credentials: Credentials = DEMO): Promise<string> {
  const token = await signInWithApi(page, credentials);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

/**
 * Opens the session's step-up window (withdrawals, destinations, passwords) with a code, for
 * an account that has a second factor (else nothing is asked, and nothing is done).
 */
export async function stepUpWithApi(page: Page, token: string, secret = DEMO_TOTP_SECRET) {
  const state = await sendApi(page, 'GET', '/user/twoFactor', { token });
  if (!(state.data as { enabled: boolean }).enabled) return;
  await withFreshCode(
    secret,
    (code) => sendApi(page, 'POST', '/user/step-up', { token, body: { secondFactor: { code } } }),
    totpClock(page, secret),
  );
}

/**
 * Where the tenant requires a second factor, turns TOTP on for a fresh investor (so money
 * calls are answered) and, unless `stepUp` is false, steps up once; returns the secret, or null
 * where nothing was needed.
 */
export async function enrolWhenRequired(
  page: Page,
  token: string,
  { stepUp = true }: { stepUp?: boolean } = {},
): Promise<string | null> {
  const state = await sendApi(page, 'GET', '/user/twoFactor', { token });
  if (!(state.data as { enrolmentRequired: boolean }).enrolmentRequired) return null;
  // Turning a factor on asks for the password first (the investor is registerWithApi's).
  await sendApi(page, 'POST', '/user/step-up', { token, body: { password: INVESTOR_PASSWORD } });
  const setup = await sendApi(page, 'POST', '/user/twoFactor/setup', { token });
  const { secret } = setup.data as { secret: string };
  await withFreshCode(
    secret,
    (code) => sendApi(page, 'POST', '/user/twoFactor/confirm', { token, body: { code } }),
    totpClock(page, secret),
  );
  if (stepUp) await stepUpWithApi(page, token, secret);
  return secret;
}

/**
 * Types a fresh code into the app's code step (sign-in's second step or the step-up dialog)
 * and submits it: a code an earlier sign-in of the run used is refused ("already used"), and
 * the next one is typed.
 */
export async function typeFreshCode(page: Page, submit: string, secret = DEMO_TOTP_SECRET) {
  const field = page.getByLabel('Authentication code');
  const refused = page.getByText(/already used|not correct/).first();
  await withFreshCode(
    secret,
    async (code) => {
      await field.fill(code);
      await page.getByRole('button', { name: submit, exact: true }).click();
      const outcome = await Promise.race([
        field.waitFor({ state: 'detached' }).then(() => 'accepted' as const),
        refused.waitFor().then(() => 'refused' as const),
      ]).catch(() => 'refused' as const);
      if (outcome === 'accepted') return { code: 0, msg: '', data: null };
      await refused.waitFor({ state: 'hidden' }).catch(() => undefined);
      return { code: ERRORS.SECOND_FACTOR_WRONG.code, msg: 'refused', data: null };
    },
    totpClock(page, secret),
  );
}

/** A new investor's withdrawal password: not a run, a repeat or a date, which the server refuses. */
export const INVESTOR_OP_PASSWORD = '493817';

/**
 * Sets a fresh investor's first withdrawal password as the server asks: after a fresh proof
 * (the password, or the code where `secret` says a second factor is on).
 */
export async function setWithdrawalPassword(
  page: Page,
  token: string,
  secret: string | null,
): Promise<void> {
  if (secret) await stepUpWithApi(page, token, secret);
  else
    await sendApi(page, 'POST', '/user/step-up', { token, body: { password: INVESTOR_PASSWORD } });
  const answer = await sendApi(page, 'PUT', '/user/opPwd', {
    token,
    body: { password: INVESTOR_OP_PASSWORD },
  });
  if (answer.code !== 0) throw new Error(`PUT /user/opPwd: ${answer.code} ${answer.msg}`);
}
