import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { tenantsCovering } from './tenant-rules';
import { callApi, preferEnglish, sendApi } from './account-helpers';
import { addBankAccountInApp } from './bank-samples';
import { phoneContext, phoneSession } from './browser';
import { withFreshCode } from '@trading/e2e/demo-investor';
import { registerWithApi, signInWithApi, totpClock, typeFreshCode } from './sign-in';

const port = inject('port');
const phone = phoneSession();

/** Chromium's virtual authenticator: a platform passkey store that verifies its user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/**
 * Turns TOTP on without opening a step-up window, for a tenant whose data requires it: adding
 * the passkey then asks for the code, and the withdrawal's step-up offers the passkey beside it.
 */
async function turnOnTotp(page: Page, token: string, password: string): Promise<string> {
  await sendApi(page, 'POST', '/user/step-up', { token, body: { password } });
  const setup = await callApi<{ secret: string }>(page, 'POST', '/user/twoFactor/setup', { token });
  await withFreshCode(
    setup.secret,
    (code) => sendApi(page, 'POST', '/user/twoFactor/confirm', { token, body: { code } }),
    totpClock(page, setup.secret),
  );
  return setup.secret;
}

describe.each(tenantsCovering('two-factor policy'))(
  'tenant %s: devices, passkeys and notifications',
  (tenantId) => {
    const { definition } = loadTenant(tenantId);
    const origin = `http://${tenantId}.localhost:${port}`;

    it('registers a passkey and signs in with it, signs another session out, steps up with it, and tells of a password change', async () => {
      const { page, browser } = phone;
      await page.goto(`${origin}/unauthorized`);
      const { username, password } = await registerWithApi(page, tenantId, 'dv');
      const login = () =>
        callApi<{ token: string }>(page, 'POST', '/user/login', { body: { username, password } });
      const first = await login();
      await page.evaluate((value) => localStorage.setItem('token', value), first.token);
      // Where the tenant requires TOTP, it is on before the passkey, so adding one asks for it.
      const totpFirst = definition.security.twoFactor === 'required';
      const secret = totpFirst ? await turnOnTotp(page, first.token, password) : null;
      // A passkey made on the Devices screen.
      await addVirtualAuthenticator(page);
      await page.goto(`${origin}/account`);
      await page.getByRole('button', { name: 'Devices' }).click();
      await page.waitForURL(`${origin}/devices`);
      await page.getByText('This device').waitFor();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      // Adding a passkey asks for the code where TOTP is on, and for the password elsewhere.
      const confirmIt = page.getByRole('dialog', { name: 'Confirm it is you' });
      await confirmIt.waitFor();
      if (secret) await typeFreshCode(page, 'Confirm', secret);
      else {
        await confirmIt.getByLabel('Password').fill(password);
        await confirmIt.getByRole('button', { name: 'Confirm' }).click();
      }
      await page.getByText('Passkey added').first().waitFor();
      await page.getByRole('button', { name: 'Remove' }).waitFor();

      // Signed out, then in again with the passkey alone.
      await callApi(page, 'POST', '/user/logout', { token: first.token });
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto(`${origin}/login`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL(`${origin}/account`);
      await page.getByRole('button', { name: 'Devices' }).waitFor();

      // A second browser signed in with the password, signed out from this one's Devices screen.
      const other = await phoneContext(browser);
      try {
        await preferEnglish(other);
        const otherPage = await other.newPage();
        await otherPage.goto(`${origin}/unauthorized`);
        const token = await signInWithApi(otherPage, {
          username,
          password,
          ...(secret ? { secret } : {}),
        });
        await otherPage.evaluate((value) => localStorage.setItem('token', value), token);
        await otherPage.goto(`${origin}/transaction`);
        await otherPage.getByRole('heading', { name: 'Fund transactions' }).waitFor();
        await otherPage.waitForLoadState('networkidle');

        await page.getByRole('button', { name: 'Devices' }).click();
        await page.getByRole('button', { name: 'Sign out', exact: true }).click();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Signed out').first().waitFor();
        await expect
          .poll(() => page.getByRole('button', { name: 'Sign out', exact: true }).count())
          .toBe(0);

        await otherPage.reload();
        await otherPage.waitForURL(`${origin}/LoginUp`);
        await otherPage.getByText('Your session has ended — please sign in again.').waitFor();
      } finally {
        await other.close();
      }

      // Saving a bank account asks for the passkey; confirmed, it is sent again and saved.
      const mine = await page.evaluate(() => localStorage.getItem('token'));
      await page.goto(`${origin}/userBank`);
      const sentSaves = () => page.waitForResponse((r) => r.url().endsWith('/api/userBank/add'));
      const asked = sentSaves();
      await addBankAccountInApp(page, definition, 'Device Owner');
      await asked;
      const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
      const resent = sentSaves();
      await stepUp.getByRole('button', { name: 'Use passkey' }).click();
      expect((await (await resent).json()).code).toBe(0);
      await expect.poll(() => stepUp.isVisible()).toBe(false);

      // A password change (within the step-up) shows up in the notifications, with an unread
      // count on Account.
      await callApi(page, 'PUT', '/user/password', {
        token: mine!,
        body: { oldPassword: 'abc123', password: 'xyz789' },
      });
      await page.goto(`${origin}/account`);
      // Three: the passkey, the saved account and the password; four where two-factor sign-in
      // was turned on too.
      const unread = totpFirst ? 4 : 3;
      await page.getByRole('button', { name: `Notifications ${unread}` }).click();
      await page.waitForURL(`${origin}/notifications`);
      await page.getByText('Your login password was changed').waitFor();
      await page.getByText('Passkey added').waitFor();
      await page.getByText('New withdrawal account saved').waitFor();
    });
  },
);
